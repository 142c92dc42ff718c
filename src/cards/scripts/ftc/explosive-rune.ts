import { activated, banishSelf, cardScript, classBonus, dealDamage, target, targetAlly } from '../../define.js';

export default cardScript('explosive-rune', {
  abilities: [
    activated([banishSelf()], [dealDamage(target(0), 1, { condition: { kind: 'allOf', conditions: [classBonus(), { kind: 'targetAttacking', index: 0 }] }, amount: 2 })], {
      targets: [targetAlly()],
    }),
  ],
});
