import { anyOf, classBonus, defineCard, draw, ifThen, may, modifyLevel, reserve, youControl, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'shout-at-your-pets', name: 'Shout at Your Pets', types: ['ACTION'], subtypes: ['TAMER', 'SKILL'], classes: ['TAMER'], element: 'FIRE', cost: reserve(1), speed: true },
  {
    onResolve: [
      ifThen(anyOf(youControl('ANIMAL'), youControl('BEAST')), [modifyLevel(yourChampion(), 1)]),
      ifThen(classBonus(), [ifThen({ kind: 'handSize', min: 1 }, [may({ op: 'discard', who: 'you', count: 1 }, draw(1))])]),
    ],
  },
);
