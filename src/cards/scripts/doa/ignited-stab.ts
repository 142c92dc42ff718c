import { cardScript, classBonus, ifThen, modifyAttackPower, onAttack, prepared, triggered } from '../../define.js';

// "It gets +2 power": the attack card's power is the attack's.
export default cardScript('ignited-stab', {
  keywords: ['prepare'],
  activationValues: { prepare: 1 },
  abilities: [triggered(onAttack(), [ifThen(prepared(), [modifyAttackPower(2)])], { condition: classBonus() })],
});
