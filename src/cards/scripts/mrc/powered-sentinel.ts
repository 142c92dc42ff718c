import { classBonus, dealDamage, defineCard, onEnter, reserve, summonToken, triggered, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'powered-sentinel', name: 'Powered Sentinel', types: ['ALLY'], subtypes: ['GUARDIAN', 'AUTOMATON'], classes: ['GUARDIAN'], element: 'FIRE', cost: reserve(3), power: 2, life: 3 },
  { abilities: [triggered(onEnter(), [dealDamage(yourChampion(), 3), summonToken('powercell', 1, true)], { condition: classBonus() })] },
);
