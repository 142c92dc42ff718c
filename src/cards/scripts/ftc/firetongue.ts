import { cardScript, classBonus, onAttack, putCounters, self, triggered } from '../../define.js';

export default cardScript('firetongue', {
  abilities: [
    triggered(onAttack(), [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 1, then: [putCounters(self(), 'durability', 1)] }], { condition: classBonus() }),
  ],
});
