import { defineCard, draw, ifThen, memory, onEnter, triggered } from '../../define.js';

export default defineCard(
  { slug: 'tristan-hired-blade', name: 'Tristan, Hired Blade', types: ['CHAMPION'], subtypes: ['ASSASSIN', 'HUMAN'], classes: ['ASSASSIN'], element: 'NORM', cost: memory(2), level: 2, life: 22 },
  {
    abilities: [
      triggered(onEnter(), [
        ifThen({ kind: 'selfCounters', counter: 'preparation', min: 2 }, [draw(1)]),
        ifThen({ kind: 'selfCounters', counter: 'preparation', min: 4 }, [draw(1)]),
      ]),
    ],
  },
);
