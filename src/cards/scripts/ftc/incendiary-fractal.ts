import { classBonus, dealDamage, defineCard, onEnter, reserve, target, targetAlly, triggered } from '../../define.js';

export default defineCard(
  { slug: 'incendiary-fractal', name: 'Incendiary Fractal', types: ['PHANTASIA'], subtypes: ['MAGE', 'FRACTAL'], classes: ['MAGE'], element: 'FIRE', cost: reserve(4) },
  {
    keywords: ['reservable'],
    abilities: [triggered(onEnter(), [dealDamage(target(0), 2, { condition: classBonus(), amount: 4 })], { targets: [targetAlly({ controller: 'opponent' })] })],
  },
);
