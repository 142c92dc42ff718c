import { cardScript, draw, lineageRelease, onEnter, recover, triggered } from '../../define.js';

export default cardScript('spirit-of-serene-fire', {
  abilities: [triggered(onEnter(), [{ op: 'glimpse', count: 6 }, draw(6)]), lineageRelease([recover(6)])],
});
