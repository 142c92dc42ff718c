import { cardScript, onEnter, summonToken, triggered } from '../../define.js';

export default cardScript('cell-assembler', {
  abilities: [triggered(onEnter(), [{ op: 'payToDo', amount: 2, then: [summonToken('powercell', 1, true)] }])],
});
