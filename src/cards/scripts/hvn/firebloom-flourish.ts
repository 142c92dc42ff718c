import { allOf, atBeginningOfYourEndPhase, atBeginningOfYourRecollection, cardScript, championBonus, classBonus, dealDamage, drawIntoMemory, ifThen, putCounters, target, triggered, yourChampion } from '../../define.js';

const fourOrLess = { kind: 'influenceAtMost' as const, max: 4 };

export default cardScript('firebloom-flourish', {
  abilities: [
    triggered(atBeginningOfYourRecollection(), [dealDamage(target(0), 1)], { condition: classBonus(), targets: [{ kind: 'champion' }] }),
    // The influence is checked as it triggers and again as it resolves.
    triggered(atBeginningOfYourEndPhase(), [ifThen(fourOrLess, [drawIntoMemory(1), putCounters(yourChampion(), 'glimmer', 1)])], {
      condition: allOf(championBonus('Diao Chan'), fourOrLess),
    }),
  ],
});
