import { defineCard, draw, memory, onEnter, summonToken, triggered } from '../../define.js';

export default defineCard(
  { slug: 'fragmented-spirit-of-wind', name: 'Fragmented Spirit of Wind', types: ['CHAMPION'], subtypes: ['SPIRIT'], classes: ['SPIRIT'], element: 'WIND', cost: memory(0), level: 0, life: 15 },
  { abilities: [triggered(onEnter(), [{ op: 'glimpse', count: 6 }, draw(6), summonToken('spirit-shard')])] },
);
