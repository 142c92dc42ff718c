import { cardScript, classBonus, ifThen, onEnter, target, targetUnit, triggered } from '../../define.js';

export default cardScript('bubble-mage', {
  abilities: [
    triggered(onEnter(), [
      { op: 'rest', subject: target(0) },
      ifThen(classBonus(), [{ op: 'preventDamage', subject: target(0), prevention: { kind: 'increase', amount: 1, duration: 'untilEndOfTurn' } }]),
    ], { targets: [targetUnit()] }),
  ],
});
