import { cardScript, classBonus, may, onEnter, triggered } from '../../define.js';

export default cardScript('automaton-beastkeeper', {
  abilities: [triggered(onEnter(), [may({ op: 'returnFromGraveyard', filter: { type: 'ALLY', subtype: 'BEAST' }, to: 'memory' })], { condition: classBonus() })],
});
