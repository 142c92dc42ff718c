import { classBonus, dealDamage, defineCard, memoryRestriction, onEnter, reserve, target, triggered } from '../../define.js';

export default defineCard(
  { slug: 'explosive-fractal', name: 'Explosive Fractal', types: ['PHANTASIA'], subtypes: ['CLERIC', 'FRACTAL'], classes: ['CLERIC'], element: 'FIRE', cost: reserve(3) },
  {
    keywords: ['reservable'],
    abilities: [
      triggered(onEnter(), [dealDamage(target(0), 2)], {
        condition: { kind: 'allOf', conditions: [classBonus(), memoryRestriction(4)] },
        targets: [{ kind: 'champion' }],
      }),
    ],
  },
);
