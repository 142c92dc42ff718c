import { buffPower, cardScript, classBonus, dealDamage, target, targetAlly } from '../../define.js';

// 2 damage to up to one target ally; Class Bonus: a target ally you control (declared only with the class bonus:
// play/gated-targets.ts) gets +2 power this turn. That second target is required: its loss makes the card fizzle.
export default cardScript('embersong', {
  targets: [targetAlly({ optional: true }), targetAlly({ controller: 'you', onlyIf: classBonus() })],
  onResolve: [dealDamage(target(0), 2), buffPower(target(1), 2)],
});
