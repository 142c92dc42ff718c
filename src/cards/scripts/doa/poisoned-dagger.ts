import { activated, banishSelf, cardScript, classBonus, dealDamage, ifThen, restSelf, target, targetUnit } from '../../define.js';

export default cardScript('poisoned-dagger', {
  keywords: ['hindered'],
  abilities: [
    activated([restSelf(), banishSelf()], [
      dealDamage(target(0), 1),
      ifThen(classBonus(), [{ op: 'preventDamage', subject: target(0), prevention: { kind: 'increase', amount: 1, duration: 'untilEndOfTurn' } }]),
    ], { targets: [targetUnit()] }),
  ],
});
