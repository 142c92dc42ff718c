import { activated, cardScript, classBonus, sacrificeSelf } from '../../define.js';

export default cardScript('fractal-of-snow', {
  keywords: ['reservable'],
  abilities: [
    activated([sacrificeSelf()], [{ op: 'enterState', state: 'rested', filter: { type: 'ALLY' }, everyPlayer: true, nextBatch: true }], { condition: classBonus() }),
  ],
});
