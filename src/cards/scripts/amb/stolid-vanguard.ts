import { buffPower, defineCard, ifThen, onEnter, reserve, self, triggered, youControl } from '../../define.js';

export default defineCard(
  { slug: 'stolid-vanguard', name: 'Stolid Vanguard', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(2), power: 1, life: 2 },
  { abilities: [triggered(onEnter(), [ifThen(youControl('HORSE'), [buffPower(self(), 2)])])] },
);
