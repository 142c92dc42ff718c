import { defineCard, drawIntoMemory, ifThen, levelRestriction, reserve } from '../../define.js';

export default defineCard(
  { slug: 'wisdoms-reprise', name: "Wisdom's Reprise", types: ['ACTION'], subtypes: ['CLERIC', 'SPELL'], classes: ['CLERIC'], element: 'NORM', cost: reserve(1), speed: true },
  { onResolve: [{ op: 'glimpse', count: 3 }, ifThen(levelRestriction(3), [drawIntoMemory(1)])] },
);
