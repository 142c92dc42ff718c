import { activated, banishSelf, cardScript, draw, restSelf, self } from '../../define.js';

export default cardScript('worn-diary', {
  abilities: [
    activated([restSelf()], [{ op: 'addCountersPer', subject: self(), counter: 'page', per: 'memoryCard' }]),
    activated([restSelf(), banishSelf()], [draw(1)], { condition: { kind: 'selfCounters', counter: 'page', min: 10 } }),
  ],
});
