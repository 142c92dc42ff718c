import { activated, defineCard, draw, levelRestriction, reserve, sacrificeSelf } from '../../define.js';

export default defineCard(
  { slug: 'spirit-shard', name: 'Spirit Shard', types: ['TOKEN', 'PHANTASIA'], subtypes: ['SPIRIT', 'SHARD'], classes: ['SPIRIT'], element: 'NORM', cost: reserve(3) },
  { abilities: [activated([sacrificeSelf()], [draw(1)], { condition: levelRestriction(3) })] },
);
