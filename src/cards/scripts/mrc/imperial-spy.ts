import { classBonus, cardScript, putCounters, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('imperial-spy', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus()),
    triggered({ on: 'kill' }, [putCounters(yourChampion(), 'preparation', 1)]),
  ],
});
