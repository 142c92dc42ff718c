import { defineCard, putCounters, reserve, target, targetWeapon } from '../../define.js';

export default defineCard(
  { slug: 'tempered-steel', name: 'Tempered Steel', types: ['ACTION'], subtypes: ['GUARDIAN', 'WARRIOR', 'SKILL', 'CRAFT'], classes: ['GUARDIAN', 'WARRIOR'], element: 'FIRE', cost: reserve(1), speed: false },
  { keywords: ['floatingMemory'], targets: [targetWeapon({ controller: 'you' })], onResolve: [putCounters(target(0), 'durability', 1)] },
);
