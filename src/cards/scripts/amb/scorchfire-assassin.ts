import { cardScript, classBonus, ifThen, modifyAttackPower, onAttack, removeCounters, triggered, yourChampion } from '../../define.js';

// "Up to three": each counter is offered in turn; each one removed gives the attack +2 power.
export default cardScript('scorchfire-assassin', {
  abilities: [
    triggered(onAttack(), [{
      op: 'mayEach', count: 3,
      effects: [ifThen({ kind: 'championCounters', counter: 'preparation', min: 1 }, [removeCounters(yourChampion(), 'preparation', 1), modifyAttackPower(2)])],
    }], { condition: classBonus() }),
  ],
});
