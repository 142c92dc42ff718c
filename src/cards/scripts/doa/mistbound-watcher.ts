import { atBeginningOfYourEndPhase, classBonus, defineCard, putCounters, reserve, triggered, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'mistbound-watcher', name: 'Mistbound Watcher', types: ['ALLY'], subtypes: ['MAGE', 'SPIRIT'], classes: ['MAGE'], element: 'WATER', cost: reserve(2), power: 0, life: 3 },
  { abilities: [triggered(atBeginningOfYourEndPhase(), [putCounters(yourChampion(), 'enlighten', 1)], { condition: classBonus() })] },
);
