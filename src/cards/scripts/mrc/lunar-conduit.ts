import { activated, cardScript, classBonus, dealDamage, payReserve, putCounters, removeCounters, restSelf, self, staticAbility, target, triggered, whenever } from '../../define.js';

export default cardScript('lunar-conduit', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
    triggered(whenever('activates', { who: 'you', element: 'ASTRA' }), [putCounters(self(), 'charge', 1)]),
    activated([payReserve(3), restSelf()], [
      { op: 'scaled', x: { of: 'selfCounters', counter: 'charge' }, effect: dealDamage(target(0), 0) },
      removeCounters(self(), 'charge', 1),
    ], { targets: [{ kind: 'unit', bySpell: true }] }),
  ],
});
