import { activated, allOf, cardScript, championBonus, payReserve, restSelf, targetActivation } from '../../define.js';

export default cardScript('radiant-vega', {
  abilities: [
    activated([payReserve(2), restSelf(), { kind: 'removeCounters', counter: 'durability', count: 2 }], [{
      op: 'scaled', x: { of: 'selfLoaded', filter: { subtype: 'AETHERCHARGE' } },
      effect: { op: 'unlessPays', target: 0, amount: 0, otherwise: [{ op: 'negate', target: 0 }] },
    }], { condition: allOf(championBonus('Diana'), { kind: 'championDistant' }), targets: [targetActivation()] }),
  ],
});
