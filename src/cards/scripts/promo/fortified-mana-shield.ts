import { allOf, cardScript, classBonus, preventNextInstance, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('fortified-mana-shield', {
  // Class Bonus: 2 less when the declared target has taunt (effects/target-costs.ts).
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2, onTargets: true }, allOf(classBonus(), { kind: 'targetHasKeyword', index: 0, keyword: 'taunt' }))],
  targets: [targetUnit()],
  onResolve: [preventNextInstance(target(0), 4, { damageType: 'nonCombat' })],
});
