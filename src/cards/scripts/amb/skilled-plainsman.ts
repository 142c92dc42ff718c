import { classBonus, defineCard, ifThen, onEnter, putCounters, reserve, self, triggered, youControl } from '../../define.js';

export default defineCard(
  { slug: 'skilled-plainsman', name: 'Skilled Plainsman', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(3), power: 2, life: 2 },
  { abilities: [triggered(onEnter(), [ifThen(youControl('HORSE'), [putCounters(self(), 'buff', 1)])], { condition: classBonus() })] },
);
