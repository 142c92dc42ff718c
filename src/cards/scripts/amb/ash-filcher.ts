import { cardScript, classBonus, modifyAttackPower, onAttack, triggered } from '../../define.js';

export default cardScript('ash-filcher', {
  abilities: [
    triggered(onAttack(), [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 1, then: [modifyAttackPower(2)] }], { condition: classBonus() }),
  ],
});
