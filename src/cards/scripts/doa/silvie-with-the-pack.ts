import { defineCard, draw, ifThen, memory, onEnter, triggered, youControl } from '../../define.js';

export default defineCard(
  { slug: 'silvie-with-the-pack', name: 'Silvie, With the Pack', types: ['CHAMPION'], subtypes: ['TAMER', 'HUMAN'], classes: ['TAMER'], element: 'NORM', cost: memory(2), level: 2, life: 22 },
  { abilities: [triggered(onEnter(), [ifThen(youControl('ANIMAL'), [draw(1)]), ifThen(youControl('BEAST'), [draw(1)])])] },
);
