import { cardScript, classBonus, onAttack, putCounters, triggered } from '../../define.js';

export default cardScript('eternal-directive', {
  keywords: ['command'],
  commandSubtype: 'AUTOMATON',
  abilities: [triggered(onAttack(), [putCounters({ ref: 'attacker' }, 'buff', 1)], { condition: classBonus() })],
});
