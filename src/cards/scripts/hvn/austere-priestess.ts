import { classBonus, defineCard, draw, ifThen, onEnter, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'austere-priestess', name: 'Austere Priestess', types: ['ALLY'], subtypes: ['CLERIC', 'HUMAN'], classes: ['CLERIC'], element: 'WATER', cost: reserve(3), power: 2, life: 2 },
  {
    // Draws only with an empty hand: the draw is the else branch of a hand-size check.
    abilities: [triggered(onEnter(), [ifThen({ kind: 'handSize', min: 1 }, [], [draw(1)])], { condition: classBonus() })],
  },
);
