import { atBeginningOfYourEndPhase, defineCard, recover, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'nocturnal-blossom', name: 'Nocturnal Blossom', types: ['ALLY'], subtypes: ['CLERIC', 'FLOWER'], classes: ['CLERIC'], element: 'WIND', cost: reserve(1), power: 0, life: 1 },
  { keywords: ['stealth'], abilities: [triggered(atBeginningOfYourEndPhase(), [recover(1)])] },
);
