import { cardScript, classBonus, ifThen, onDeath, putCounters, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('mistsworn-magister', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'intercept' }, classBonus()),
    // Deluge 3: the count is taken as the ability resolves.
    triggered(onDeath(), [ifThen({ kind: 'graveyardCount', min: 3, element: 'WATER' }, [putCounters(yourChampion(), 'enlighten', 2)])]),
  ],
});
