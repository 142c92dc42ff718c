import { classBonus, dealDamage, defineCard, onAttack, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'indiscriminate-gyre', name: 'Indiscriminate Gyre', types: ['ATTACK'], subtypes: ['WARRIOR', 'POLEARM'], classes: ['WARRIOR'], element: 'FIRE', cost: reserve(4), power: 3 },
  { abilities: [triggered(onAttack(), [dealDamage({ ref: 'allAllies' }, 2)], { condition: classBonus() })] },
);
