import { cardScript, classBonus, onAttack, self, staticAbility, triggered } from '../../define.js';

export default cardScript('airship-cannoneer', {
  abilities: [
    staticAbility({ kind: 'ranged', amount: 4 }, classBonus()),
    triggered(onAttack(), [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 3, exactly: true, then: [{ op: 'becomeDistant', subject: self() }] }]),
  ],
});
