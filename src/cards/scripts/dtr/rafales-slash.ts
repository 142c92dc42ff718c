import { cardScript, championBonus, onAttack, summonToken, triggered } from '../../define.js';

export default cardScript('rafales-slash', {
  abilities: [triggered(onAttack(), [{ op: 'payToDo', amount: 3, then: [summonToken('vacuous-servant', 1, true)] }], { condition: championBonus('Ciel') })],
});
