import { anyOf, classBonus, defineCard, reserve, staticAbility, youControl } from '../../define.js';

export default defineCard(
  { slug: 'xia-hou-dun-gloryseeker', name: 'Xia Hou Dun, Gloryseeker', types: ['ALLY'], supertypes: ['UNIQUE'], subtypes: ['WARRIOR', 'RANGER', 'HUMAN'], classes: ['WARRIOR', 'RANGER'], element: 'WATER', cost: reserve(3), power: 1, life: 4 },
  {
    keywordValues: { ranged: 2 },
    abilities: [
      // Sword and Bow objects on the field are always weapons.
      staticAbility(
        { kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 },
        { kind: 'allOf', conditions: [classBonus(), anyOf(youControl('SWORD'), youControl('BOW'))] },
      ),
    ],
  },
);
