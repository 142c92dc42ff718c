import { defineCard, levelRestriction, modifyLife, onEnter, reserve, target, targetAlly, triggered } from '../../define.js';

export default defineCard(
  { slug: 'frostbinder-apostle', name: 'Frostbinder Apostle', types: ['ALLY'], subtypes: ['CLERIC', 'HUMAN'], classes: ['CLERIC'], element: 'WATER', cost: reserve(3), power: 0, life: 2 },
  {
    keywords: ['intercept'],
    abilities: [triggered(onEnter(), [modifyLife(target(0), -4)], { condition: levelRestriction(2), targets: [targetAlly({ controller: 'opponent', rested: true })] })],
  },
);
