import { cardScript, classBonus, empower, onAttack, recover, triggered } from '../../define.js';

export default cardScript('sempiternal-sage', {
  keywords: ['preserve'],
  abilities: [triggered(onAttack(), [{ op: 'may', effects: [recover(3)], otherwise: [empower(3)] }], { condition: classBonus() })],
});
