import { allOf, cardScript, classBonus, dealDamage, ifThen, levelRestriction, not, staticAbility, target } from '../../define.js';

export default cardScript('equanimitys-ashes', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 }, levelRestriction(3))],
  targets: [{ kind: 'champion' }],
  onResolve: [
    dealDamage(target(0), 3),
    ifThen(allOf(classBonus(), not({ kind: 'targetCounters', index: 0, counter: 'damage', min: 6 })), [dealDamage(target(0), 4)]),
  ],
});
