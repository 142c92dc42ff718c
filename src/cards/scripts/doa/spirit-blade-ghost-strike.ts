import { attacksThisTurnGet, cardScript, ifThen, may, modifyAttackPower, onAttack, triggered, yourChampion } from '../../define.js';

// "Your champion's attacks get +1 until end of turn": this attack too when your champion makes it, and any it declares later.
export default cardScript('spirit-blade-ghost-strike', {
  abilities: [triggered(onAttack(), [may({
    op: 'banishOwnMaterialCards', count: 1,
    then: [attacksThisTurnGet(yourChampion(), 1), ifThen({ kind: 'attackingType', type: 'champion' }, [modifyAttackPower(1)])],
  })])],
});
