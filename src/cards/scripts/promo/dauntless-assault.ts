import { cardScript, championBonus, onAttack, triggered } from '../../define.js';

export default cardScript('dauntless-assault', {
  abilities: [triggered(onAttack(), [{ op: 'wakeUp', subject: { ref: 'attacker' } }], { condition: championBonus('Mordred') })],
});
