import { activated, atBeginningOfYourRecollection, cardScript, classBonus, payReserve, recover, restSelf, triggered } from '../../define.js';

// Balance is checked as the phase begins (no trigger otherwise) and again on resolution (the card's rulings).
export default cardScript('scale-of-souls', {
  abilities: [
    triggered(atBeginningOfYourRecollection(), [recover(2)], { condition: { kind: 'allOf', conditions: [classBonus(), { kind: 'balance' }] } }),
    activated([payReserve(2), restSelf()], [{ op: 'returnFromMemory', count: 1 }]),
  ],
});
