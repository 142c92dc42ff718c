import { defineCard, levelRestriction, onEnter, putCounters, reserve, target, targetAlly, triggered } from '../../define.js';

export default defineCard(
  { slug: 'brisk-windtrotter', name: 'Brisk Windtrotter', types: ['ALLY'], subtypes: ['TAMER', 'ANIMAL', 'HORSE'], classes: ['TAMER'], element: 'WIND', cost: reserve(2), power: 1, life: 1 },
  {
    abilities: [
      triggered(onEnter(), [putCounters(target(0), 'buff', 1)], { targets: [targetAlly({ controller: 'you', other: true })] }),
      triggered(onEnter(), [putCounters(target(0), 'buff', 1)], { targets: [targetAlly({ controller: 'you', other: true })], condition: levelRestriction(2) }),
    ],
  },
);
