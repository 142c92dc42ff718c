import { allOf, cardScript, ifThen, masteryDirection, modifyAttackPower, onAttack, triggered } from '../../define.js';

export default cardScript('ardent-cloudstriker', {
  abilities: [triggered(onAttack(), [ifThen(allOf(masteryDirection('west'), { kind: 'attackingType', type: 'champion' }), [modifyAttackPower(3)])])],
});
