import { defineCard, reserve, summonToken } from '../../define.js';

export default defineCard(
  { slug: 'feathery-tune', name: 'Feathery Tune', types: ['ACTION'], subtypes: ['TAMER', 'SKILL', 'MELODY'], classes: ['TAMER'], element: 'NORM', cost: reserve(3), speed: true },
  { onResolve: [summonToken('fledgling', 2)] },
);
