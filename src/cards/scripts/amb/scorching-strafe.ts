import { buffPower, classBonus, cardScript, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('scorching-strafe', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  targets: [targetAlly()],
  onResolve: [buffPower(target(0), 2), { op: 'becomeDistant', subject: target(0) }],
});
