import { classBonus, dealDamage, defineCard, onAttack, reserve, staticAbility, triggered, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'captivating-cutthroat', name: 'Captivating Cutthroat', types: ['ALLY'], subtypes: ['ASSASSIN', 'HUMAN'], classes: ['ASSASSIN'], element: 'FIRE', cost: reserve(2), power: 2, life: 1 },
  {
    abilities: [
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
      // The granted On Attack exists only while the class bonus applies.
      triggered(onAttack(), [dealDamage(yourChampion(), 1)], { condition: classBonus() }),
    ],
  },
);
