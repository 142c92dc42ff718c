import { defineCard, onEnter, putCounters, reserve, target, targetAlly, triggered } from '../../define.js';

export default defineCard(
  { slug: 'floodward-steed', name: 'Floodward Steed', types: ['ALLY'], subtypes: ['TAMER', 'ANIMAL', 'HORSE'], classes: ['TAMER'], element: 'WATER', cost: reserve(3), power: 1, life: 4 },
  { abilities: [triggered(onEnter(), [putCounters(target(0), 'bulwark', 1)], { targets: [targetAlly()] })] },
);
