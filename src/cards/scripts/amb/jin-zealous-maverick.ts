import { cardScript, nextAttackGets, onAttack, onEnter, self, triggered } from '../../define.js';

// The granted On Attack is the attack's ability; its source is the attacker, Jin.
export default cardScript('jin-zealous-maverick', {
  abilities: [triggered(onEnter(), [nextAttackGets(self(), 1, [triggered(onAttack(), [{ op: 'wakeUp', subject: self() }])])])],
});
