import { cardScript, ifThen, may, modifyAttackPower, onAttack, removeCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('inner-court-schemer', {
  abilities: [
    triggered(onAttack(), [
      may(ifThen({ kind: 'championCounters', counter: 'preparation', min: 1 }, [removeCounters(yourChampion(), 'preparation', 1), modifyAttackPower(2)])),
    ]),
  ],
});
