import { classBonus, defineCard, may, onHit, recover, reserve, staticAbility, triggered } from '../../define.js';

export default defineCard(
  { slug: 'savage-sunder', name: 'Savage Sunder', types: ['ATTACK'], subtypes: ['WARRIOR', 'POLEARM'], classes: ['WARRIOR'], element: 'EXIA', cost: reserve(3), power: 3 },
  {
    abilities: [
      triggered(onHit(), [may(recover(5))], { condition: classBonus() }),
      staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
    ],
  },
);
