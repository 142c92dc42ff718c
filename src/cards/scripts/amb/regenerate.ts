import { classBonus, defineCard, drawIntoMemory, ifThen, recover, reserve } from '../../define.js';

export default defineCard(
  { slug: 'regenerate', name: 'Regenerate', types: ['ACTION'], subtypes: ['CLERIC', 'WARRIOR', 'SKILL'], classes: ['CLERIC', 'WARRIOR'], element: 'NORM', cost: reserve(2), speed: true },
  { onResolve: [drawIntoMemory(1), ifThen(classBonus(), [ifThen({ kind: 'damage', min: 10 }, [recover(2)])])] },
);
