import { allOf, atBeginningOfYourEndPhase, cardScript, classBonus, dealDamage, eachChampion, not, triggered } from '../../define.js';

export default cardScript('ashwick-cremator', {
  abilities: [
    triggered(atBeginningOfYourEndPhase(), [dealDamage(eachChampion(), 2)], {
      condition: allOf(classBonus(), not({ kind: 'handSize', min: 1 })),
    }),
  ],
});
