import { atBeginningOfYourEndPhase, cardScript, dealUnpreventableDamage, staticAbility, targetAlly, triggered, yourChampion } from '../../define.js';

export default cardScript('blood-dragons-pact', {
  keywords: ['link'],
  targets: [targetAlly()],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'power', amount: 4 }),
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'life', amount: 4 }),
    triggered(atBeginningOfYourEndPhase(), [dealUnpreventableDamage(yourChampion(), 4)]),
  ],
});
