import { anyOf, classBonus, defineCard, reserve, staticAbility, youControl } from '../../define.js';

export default defineCard(
  { slug: 'energetic-beastbonder', name: 'Energetic Beastbonder', types: ['ALLY'], subtypes: ['TAMER', 'HUMAN'], classes: ['TAMER'], element: 'FIRE', cost: reserve(4), power: 2, life: 2 },
  {
    abilities: [
      // Only allies carry the Animal and Beast subtypes, so "controls a subtype" means "controls such an ally".
      staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1 }, anyOf(youControl('ANIMAL'), youControl('BEAST'))),
      staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
    ],
  },
);
