import { classBonus, defineCard, onEnter, putCounters, reserve, staticAbility, triggered, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'drifting-rogue', name: 'Drifting Rogue', types: ['ALLY'], subtypes: ['ASSASSIN', 'HUMAN'], classes: ['ASSASSIN'], element: 'WATER', cost: reserve(3), power: 1, life: 2 },
  {
    abilities: [
      triggered(onEnter(), [putCounters(yourChampion(), 'preparation', 1)]),
      staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
    ],
  },
);
