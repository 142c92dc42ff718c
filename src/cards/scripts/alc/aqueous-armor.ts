import { atBeginningOfYourRecollection, cardScript, classBonus, mill, staticAbility, targetAlly, triggered } from '../../define.js';

// Ally Link: linked to a target ally.
export default cardScript('aqueous-armor', {
  keywords: ['link'],
  targets: [targetAlly()],
  abilities: [
    triggered(atBeginningOfYourRecollection(), [mill(1, 'you')]),
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'life', amount: 2 }, classBonus()),
  ],
});
