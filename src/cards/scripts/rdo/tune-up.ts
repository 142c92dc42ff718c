import { defineCard, ifThen, recover, reserve, youControl } from '../../define.js';

export default defineCard(
  { slug: 'tune-up', name: 'Tune Up', types: ['ACTION'], subtypes: ['CLERIC', 'AUTOMATON', 'SKILL'], classes: ['CLERIC'], element: 'NORM', cost: reserve(2), speed: true },
  { keywords: ['floatingMemory'], onResolve: [ifThen(youControl('AUTOMATON'), [recover(4)], [recover(2)])] },
);
