import { buffPower, classBonus, defineCard, memory, putCounters, self, triggered, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'biding-cinquedea', name: 'Biding Cinquedea', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['ASSASSIN', 'DAGGER'], classes: ['ASSASSIN'], element: 'NORM', cost: memory(0), power: 1, durability: 1 },
  {
    abilities: [
      triggered({ on: 'charge', count: 2 }, [buffPower(self(), 1), putCounters(yourChampion(), 'preparation', 1)], { condition: classBonus() }),
    ],
  },
);
