import { cardScript, championBonus, destroy, ifThen } from '../../define.js';

export default cardScript('heartsong-reclamation', {
  onResolve: [
    destroy({ ref: 'objectsMatching', filter: { supertype: 'REGALIA' }, controller: 'notYou' }),
    { op: 'grantKeyword', subject: { ref: 'alliesYouControl', anySubtype: ['ANIMAL', 'BEAST'] }, keyword: 'cleave', duration: 'untilEndOfTurn' },
    ifThen(championBonus('Silvie'), [{ op: 'addCounters', subject: { ref: 'alliesYouControl', anySubtype: ['ANIMAL', 'BEAST'] }, counter: 'buff', count: 5 }]),
  ],
});
