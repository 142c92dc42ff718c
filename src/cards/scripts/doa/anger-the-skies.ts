import { classBonus, dealDamage, defineCard, reserve } from '../../define.js';

export default defineCard(
  { slug: 'anger-the-skies', name: 'Anger the Skies', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'ARCANE', cost: reserve(3), speed: false },
  { onResolve: [dealDamage({ ref: 'allAllies' }, 3, { condition: classBonus(), amount: 4 })] },
);
