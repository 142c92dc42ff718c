import { activated, banishSelf, cardScript, classBonus, dealDamage, ifThen, target, targetUnit } from '../../define.js';

export default cardScript('enfeebled-dagger', {
  abilities: [
    activated([banishSelf()], [
      dealDamage(target(0), 1),
      ifThen(classBonus(), [{ op: 'preventDamage', subject: target(0), prevention: { kind: 'reduceOutgoing', amount: 3, duration: 'untilEndOfTurn' } }]),
    ], { targets: [targetUnit()] }),
  ],
});
