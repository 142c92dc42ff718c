import { defineCard, putCounters, reserve, target, targetAlly } from '../../define.js';

export default defineCard(
  { slug: 'training-session', name: 'Training Session', types: ['ACTION'], subtypes: ['TAMER', 'WARRIOR', 'SKILL'], classes: ['TAMER', 'WARRIOR'], element: 'NORM', cost: reserve(2), speed: false },
  { targets: [targetAlly({ controller: 'you' })], onResolve: [putCounters(target(0), 'buff', 1)] },
);
