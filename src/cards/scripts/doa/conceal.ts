import { defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'conceal', name: 'Conceal', types: ['ACTION'], subtypes: ['ASSASSIN', 'SKILL'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(2), speed: true },
  { onResolve: [{ op: 'grantKeyword', subject: { ref: 'alliesYouControl' }, keyword: 'stealth', duration: 'untilEndOfTurn' }] },
);
