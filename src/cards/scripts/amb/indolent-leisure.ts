import { classBonus, defineCard, draw, drawIntoMemory, ifThen, levelRestriction, reserve } from '../../define.js';

export default defineCard(
  { slug: 'indolent-leisure', name: 'Indolent Leisure', types: ['ACTION'], subtypes: ['CLERIC', 'MAGE', 'SPELL'], classes: ['CLERIC', 'MAGE'], element: 'NORM', cost: reserve(3), speed: false },
  { onResolve: [draw(1), ifThen(classBonus(), [ifThen(levelRestriction(3), [drawIntoMemory(1)])])] },
);
