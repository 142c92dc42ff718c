import { cardScript, draw, lineageRelease, onEnter, recover, triggered } from '../../define.js';

export default cardScript('spirit-of-serene-water', {
  abilities: [triggered(onEnter(), [{ op: 'glimpse', count: 6 }, draw(6)]), lineageRelease([recover(6)])],
});
