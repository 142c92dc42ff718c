import { activated, cardScript, championBonus, onEnter, payReserve, sacrificeSelf, summonToken, triggered } from '../../define.js';

export default cardScript('vacuous-call', {
  abilities: [
    triggered(onEnter(), [summonToken('vacuous-servant')]),
    activated([payReserve(2), { kind: 'discard', filter: { type: 'ALLY' } }, sacrificeSelf()], [summonToken('vacuous-servant')], { condition: championBonus('Ciel') }),
  ],
});
