import { classBonus, defineCard, putCounters, reserve, triggered, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'extraction-incision', name: 'Extraction Incision', types: ['ATTACK'], subtypes: ['ASSASSIN', 'DAGGER'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(2), power: 3 },
  {
    keywords: ['trueSight'],
    abilities: [triggered({ on: 'kill' }, [putCounters(yourChampion(), 'preparation', 1)], { condition: classBonus() })],
  },
);
