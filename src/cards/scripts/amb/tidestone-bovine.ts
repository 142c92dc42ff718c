import { classBonus, defineCard, mill, onAttack, reserve, staticAbility, targetPlayer, triggered } from '../../define.js';

export default defineCard(
  { slug: 'tidestone-bovine', name: 'Tidestone Bovine', types: ['ALLY'], subtypes: ['TAMER', 'ANIMAL', 'BULL'], classes: ['TAMER'], element: 'WATER', cost: reserve(3), power: 1, life: 2 },
  {
    abilities: [
      triggered(onAttack(), [mill(2, { ref: 'target', index: 0 })], { targets: [targetPlayer()] }),
      staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
    ],
  },
);
