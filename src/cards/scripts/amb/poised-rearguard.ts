import { classBonus, defineCard, ifThen, onEnter, reserve, self, triggered, youControl } from '../../define.js';

export default defineCard(
  { slug: 'poised-rearguard', name: 'Poised Rearguard', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'WIND', cost: reserve(3), power: 3, life: 3 },
  {
    keywords: ['hindered'],
    abilities: [triggered(onEnter(), [ifThen(youControl('HORSE'), [{ op: 'wakeUp', subject: self() }])], { condition: classBonus() })],
  },
);
