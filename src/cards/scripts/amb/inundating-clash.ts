import { cardScript, classBonus, ifThen, modifyAttackPower, onAttack, staticAbility, triggered } from '../../define.js';

export default cardScript('inundating-clash', {
  abilities: [
    triggered(onAttack(), [ifThen({ kind: 'attackingRestedUnit' }, [modifyAttackPower(3)])], { condition: classBonus() }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
