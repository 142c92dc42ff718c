import { dealDamage, defineCard, recover, reserve, target, triggered, whenever } from '../../define.js';

// Whenever any ally dies: 1 damage to a champion an opponent controls, and its controller recovers 1.
export default defineCard(
  { slug: 'siphoning-fractal', name: 'Siphoning Fractal', types: ['PHANTASIA'], subtypes: ['CLERIC', 'FRACTAL'], classes: ['CLERIC'], element: 'UMBRA', cost: reserve(2) },
  {
    keywords: ['reservable'],
    abilities: [
      triggered(whenever('dies', { type: 'ALLY' }), [dealDamage(target(0), 1), recover(1)], { targets: [{ kind: 'champion', controller: 'opponent' }] }),
    ],
  },
);
