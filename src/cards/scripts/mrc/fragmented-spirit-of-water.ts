import { defineCard, draw, memory, onEnter, summonToken, triggered } from '../../define.js';

export default defineCard(
  { slug: 'fragmented-spirit-of-water', name: 'Fragmented Spirit of Water', types: ['CHAMPION'], subtypes: ['SPIRIT'], classes: ['SPIRIT'], element: 'WATER', cost: memory(0), level: 0, life: 15 },
  { abilities: [triggered(onEnter(), [{ op: 'glimpse', count: 6 }, draw(6), summonToken('spirit-shard')])] },
);
