import { cardScript, draw, lineageRelease, onEnter, triggered } from '../../define.js';

export default cardScript('spirit-of-purity', {
  abilities: [triggered(onEnter(), [draw(7)]), lineageRelease([{ op: 'banishFromOwnGraveyard', who: 'each', count: 2 }])],
});
