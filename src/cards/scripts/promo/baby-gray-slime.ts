import { cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('baby-gray-slime', {
  keywords: ['intercept'],
  abilities: [triggered(onEnter(), [{ op: 'revealCards', from: ['hand', 'memory'], filter: { subtype: 'SLIME' }, count: 2, exactly: true, then: [draw(1)] }])],
});
