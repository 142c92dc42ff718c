import { allOf, cardScript, classBonus, dealDamage, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('dawns-reversal', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -4 }, allOf(classBonus(), { kind: 'negatedThisTurn' }))],
  targets: [targetUnit()],
  onResolve: [
    { op: 'scaled', x: { of: 'championLevel' }, effect: { op: 'glimpse', count: 0 } },
    { op: 'scaled', x: { of: 'championLevel' }, effect: dealDamage(target(0), 0) },
  ],
});
