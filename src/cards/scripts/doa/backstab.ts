import { allOf, cardScript, classBonus, staticAbility } from '../../define.js';

// An attack card is performed by the champion, so "the current attack targets a rested unit" is the condition.
export default cardScript('backstab', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, allOf(classBonus(), { kind: 'attackingRestedUnit' }))],
});
