import { allOf, buffPower, cardScript, classBonus, levelRestriction, onAttack, self, staticAbility, triggered } from '../../define.js';

export default cardScript('lancelot-goliath-of-aesa', {
  keywords: ['hindered'],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 2 }, allOf(classBonus(), levelRestriction(2))),
    triggered(onAttack(), [{ op: 'payToDo', amount: 3, then: [buffPower(self(), 3)] }]),
  ],
});
