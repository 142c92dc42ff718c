import { defineCard, draw, ifThen, reserve, youControl } from '../../define.js';

export default defineCard(
  { slug: 'forbidden-teachings', name: 'Forbidden Teachings', types: ['ACTION'], subtypes: ['CLERIC', 'MAGE', 'SKILL'], classes: ['CLERIC', 'MAGE'], element: 'NORM', cost: reserve(2), speed: false },
  { onResolve: [ifThen(youControl('BOOK'), [{ op: 'glimpse', count: 3 }]), draw(1)] },
);
