import { classBonus, defineCard, onEnter, onLeave, putCounters, reserve, triggered, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'zephyr-assistant', name: 'Zephyr Assistant', types: ['ALLY'], subtypes: ['MAGE', 'HUMAN'], classes: ['MAGE'], element: 'WIND', cost: reserve(2), power: 1, life: 1 },
  {
    abilities: [
      triggered(onEnter(), [putCounters(yourChampion(), 'enlighten', 1)], { condition: classBonus() }),
      triggered(onLeave(), [putCounters(yourChampion(), 'enlighten', 1)]),
    ],
  },
);
