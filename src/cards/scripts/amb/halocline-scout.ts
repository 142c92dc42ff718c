import { allOf, cardScript, classBonus, onEnter, staticAbility, target, targetUnit, triggered } from '../../define.js';

export default cardScript('halocline-scout', {
  abilities: [
    triggered(onEnter(), [{ op: 'rest', subject: target(0) }], { condition: classBonus(), targets: [targetUnit()] }),
    // Only the attacking ally gets it, and only while its attack targets a rested unit.
    staticAbility({ kind: 'modifyStat', affects: 'otherAlliesYouControl', stat: 'power', amount: 1, whileAttacking: true },
      allOf(classBonus(), { kind: 'attackingRestedUnit' })),
  ],
});
