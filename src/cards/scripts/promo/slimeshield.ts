import { allOf, cardScript, classBonus, ifThen, levelRestriction, preventNextDamage, putCounters, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('slimeshield', {
  targets: [targetUnit()],
  onResolve: [
    preventNextDamage(target(0), 3),
    ifThen({ kind: 'targetMatches', index: 0, filter: { type: 'ALLY', subtype: 'SLIME' } }, [putCounters(target(0), 'buff', 1)]),
  ],
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, allOf(classBonus(), levelRestriction(2)))],
});
