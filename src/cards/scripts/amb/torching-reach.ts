import { cardScript, championDistant, draw, ifThen } from '../../define.js';

export default cardScript('torching-reach', {
  onResolve: [draw(1), { op: 'discard', who: 'you', count: 1 }, ifThen(championDistant(), [draw(1)])],
});
