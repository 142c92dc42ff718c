import { activated, buffPower, classBonus, defineCard, memory, restSelf, self } from '../../define.js';

export default defineCard(
  { slug: 'assassins-ripper', name: "Assassin's Ripper", types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['ASSASSIN', 'DAGGER'], classes: ['ASSASSIN'], element: 'NORM', cost: memory(1), power: 1, durability: 2 },
  {
    abilities: [
      activated([restSelf(), { kind: 'removeChampionCounters', counter: 'preparation', count: 1 }], [buffPower(self(), 2)], { condition: classBonus() }),
    ],
  },
);
