import { defineCard, draw, levelRestriction, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'clean-cut', name: 'Clean Cut', types: ['ATTACK'], subtypes: ['WARRIOR', 'SWORD'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(2), power: 2 },
  { abilities: [triggered({ on: 'kill' }, [draw(1)], { condition: levelRestriction(2) })] },
);
