import { activated, defineCard, reserve, sacrificeSelf } from '../../define.js';

export default defineCard(
  { slug: 'astral-shard', name: 'Astral Shard', types: ['TOKEN', 'PHANTASIA'], subtypes: ['CLERIC', 'SHARD'], classes: ['CLERIC'], element: 'ASTRA', cost: reserve(0) },
  { abilities: [activated([sacrificeSelf()], [{ op: 'glimpse', count: 2 }])] },
);
