import { cardScript, classBonus, modifyAttackPower, onAttack, triggered } from '../../define.js';

export default cardScript('fiery-swing', {
  abilities: [
    triggered(onAttack(), [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 6, each: [modifyAttackPower(1)] }], { condition: classBonus() }),
  ],
});
