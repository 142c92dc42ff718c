import { dealDamage, defineCard, eachChampion, reserve } from '../../define.js';

export default defineCard(
  { slug: 'ignite-fate', name: 'Ignite Fate', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'FIRE', cost: reserve(3), speed: false },
  { keywords: ['floatingMemory'], onResolve: [dealDamage(eachChampion(), 2)] },
);
