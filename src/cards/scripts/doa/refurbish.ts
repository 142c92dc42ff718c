import { defineCard, putCounters, reserve, target, targetWeapon } from '../../define.js';

export default defineCard(
  { slug: 'refurbish', name: 'Refurbish', types: ['ACTION'], subtypes: ['WARRIOR', 'SWORD', 'CRAFT'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(4), speed: false },
  { targets: [targetWeapon({ controller: 'you', subtype: 'SWORD' })], onResolve: [putCounters(target(0), 'durability', 2)] },
);
