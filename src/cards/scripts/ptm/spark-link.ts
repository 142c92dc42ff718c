import { defineCard, drawIntoMemory, levelRestriction, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'spark-link', name: 'Spark Link', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'FIRE', cost: reserve(2), speed: true },
  {
    onResolve: [drawIntoMemory(1, 'each')],
    abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, levelRestriction(1))],
  },
);
