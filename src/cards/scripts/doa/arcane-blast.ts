import { dealDamage, defineCard, reserve, target } from '../../define.js';

export default defineCard(
  { slug: 'arcane-blast', name: 'Arcane Blast', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'ARCANE', cost: reserve(11), speed: false },
  { keywords: ['efficiency'], targets: [{ kind: 'champion' }], onResolve: [dealDamage(target(0), 11)] },
);
