import { activated, classBonus, dealDamage, defineCard, reserve, restSelf, target } from '../../define.js';

export default defineCard(
  { slug: 'fractal-of-sparks', name: 'Fractal of Sparks', types: ['PHANTASIA'], subtypes: ['CLERIC', 'FRACTAL'], classes: ['CLERIC'], element: 'FIRE', cost: reserve(2) },
  {
    keywords: ['reservable'],
    abilities: [activated([restSelf()], [dealDamage(target(0), 1)], { condition: classBonus(), targets: [{ kind: 'champion' }] })],
  },
);
