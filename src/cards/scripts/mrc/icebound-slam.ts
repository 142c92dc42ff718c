import { cardScript, classBonus, ifThen, mill, modifyAttackPower, onAttack, staticAbility, triggered } from '../../define.js';

export default cardScript('icebound-slam', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus()),
    triggered(onAttack(), [mill(5, 'you'), ifThen({ kind: 'graveyardCount', min: 5, element: 'WATER' }, [modifyAttackPower(5)])]),
  ],
});
