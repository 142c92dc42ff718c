import { classBonus, defineCard, drawIntoMemory, ifThen, levelRestriction, reserve } from '../../define.js';

export default defineCard(
  { slug: 'rising-tides', name: 'Rising Tides', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'WATER', cost: reserve(2), speed: true },
  { keywords: ['floatingMemory'], onResolve: [ifThen(classBonus(), [ifThen(levelRestriction(3), [drawIntoMemory(1)])])] },
);
