import { classBonus, defineCard, onAttack, recover, reserve, staticAbility, triggered } from '../../define.js';

export default defineCard(
  { slug: 'exsanguinating-wallop', name: 'Exsanguinating Wallop', types: ['ATTACK'], subtypes: ['GUARDIAN', 'SWORD'], classes: ['GUARDIAN'], element: 'UMBRA', cost: reserve(5), power: 5 },
  {
    abilities: [
      triggered(onAttack(), [recover(3)], { condition: classBonus() }),
      staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
    ],
  },
);
