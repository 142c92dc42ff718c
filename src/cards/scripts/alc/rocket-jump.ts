import { cardScript, classBonus, dealDamage, ifThen, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('rocket-jump', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  targets: [targetUnit()],
  onResolve: [
    { op: 'becomeDistant', subject: target(0) },
    ifThen({ kind: 'targetMatches', index: 0, defending: true }, [dealDamage({ ref: 'attacker' }, 4)]),
  ],
});
