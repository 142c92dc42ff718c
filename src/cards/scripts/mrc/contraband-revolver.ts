import { cardScript, classBonus, modifyAttackPower, onAttack, triggered } from '../../define.js';

// The revolver's +2 is part of the attack's power for this attack only: the attack power modifier carries it.
export default cardScript('contraband-revolver', {
  abilities: [triggered(onAttack(), [modifyAttackPower(2)], { condition: { kind: 'allOf', conditions: [classBonus(), { kind: 'attackingType', type: 'champion' }] } })],
});
