import { classBonus, defineCard, putCounters, reserve, staticAbility, triggered, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'imperial-spy', name: 'Imperial Spy', types: ['ALLY'], subtypes: ['ASSASSIN', 'HUMAN'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(3), power: 2, life: 1 },
  {
    abilities: [
      staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus()),
      triggered({ on: 'kill' }, [putCounters(yourChampion(), 'preparation', 1)]),
    ],
  },
);
