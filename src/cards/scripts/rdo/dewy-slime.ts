import { cardScript, draw, onEnter, recover, triggered } from '../../define.js';

export default cardScript('dewy-slime', {
  keywords: ['intercept'],
  abilities: [triggered(onEnter(), [{ op: 'banishFromGraveyard', filter: {}, max: 1, floatingMemory: true, then: [draw(1), recover(2)] }])],
});
