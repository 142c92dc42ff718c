import { cardScript, ifThen, keywordsWith, commandedWill, may, modifyAttackPower, onAttack, triggered } from '../../define.js';

// Ruling: the defender's life stat as it is on the field (every modification included).
export default cardScript('lily-marine-castellan', {
  ...keywordsWith(commandedWill(2)),
  abilities: [triggered(onAttack(), [ifThen({ kind: 'defenderIs', life: 'even' }, [modifyAttackPower(1), may({ op: 'returnFromMemory', count: 1 })])])],
});
