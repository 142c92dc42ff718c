import { defineCard, onDeath, putCounters, reserve, triggered, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'dreamy-unicorn', name: 'Dreamy Unicorn', types: ['ALLY'], subtypes: ['ASSASSIN', 'ANIMAL', 'HUMAN', 'UNICORN'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(2), power: 1, life: 2 },
  { keywords: ['intercept'], abilities: [triggered(onDeath(), [putCounters(yourChampion(), 'preparation', 1)])] },
);
