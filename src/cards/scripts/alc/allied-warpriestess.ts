import { classBonus, defineCard, memoryRestriction, onAttack, recover, reserve, staticAbility, triggered } from '../../define.js';

export default defineCard(
  { slug: 'allied-warpriestess', name: 'Allied Warpriestess', types: ['ALLY'], subtypes: ['CLERIC', 'GUARDIAN', 'HUMAN'], classes: ['CLERIC', 'GUARDIAN'], element: 'NORM', cost: reserve(3), power: 1, life: 3 },
  {
    abilities: [
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
      triggered(onAttack(), [recover(2)], { condition: memoryRestriction(4) }),
    ],
  },
);
