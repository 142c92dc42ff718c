import { defineCard, draw, memory, onEnter, summonToken, triggered } from '../../define.js';

export default defineCard(
  { slug: 'fragmented-spirit-of-fire', name: 'Fragmented Spirit of Fire', types: ['CHAMPION'], subtypes: ['SPIRIT'], classes: ['SPIRIT'], element: 'FIRE', cost: memory(0), level: 0, life: 15 },
  { abilities: [triggered(onEnter(), [{ op: 'glimpse', count: 6 }, draw(6), summonToken('spirit-shard')])] },
);
