import { classBonus, defineCard, drawIntoMemory, ifThen, memoryRestriction, reserve } from '../../define.js';

export default defineCard(
  { slug: 'stream-of-consciousness', name: 'Stream of Consciousness', types: ['ACTION'], subtypes: ['CLERIC', 'SPELL'], classes: ['CLERIC'], element: 'WATER', cost: reserve(2), speed: true },
  {
    onResolve: [
      ifThen({ kind: 'allOf', conditions: [classBonus(), memoryRestriction(4)] }, [{ op: 'glimpse', count: 3 }]),
      drawIntoMemory(1),
    ],
  },
);
