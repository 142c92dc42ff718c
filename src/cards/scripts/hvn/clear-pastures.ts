import { defineCard, drawIntoMemory, ifThen, reserve, youControl } from '../../define.js';

export default defineCard(
  { slug: 'clear-pastures', name: 'Clear Pastures', types: ['ACTION'], subtypes: ['TAMER', 'SKILL'], classes: ['TAMER'], element: 'NORM', cost: reserve(1), speed: false },
  { onResolve: [ifThen(youControl('HORSE'), [{ op: 'glimpse', count: 3 }]), drawIntoMemory(1)] },
);
