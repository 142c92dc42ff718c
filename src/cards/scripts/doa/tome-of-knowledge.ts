import { activated, banishSelf, classBonus, defineCard, draw, memory, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'tome-of-knowledge', name: 'Tome of Knowledge', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['MAGE', 'BOOK'], classes: ['MAGE'], element: 'NORM', cost: memory(1) },
  {
    abilities: [
      staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1 }, classBonus()),
      activated([banishSelf()], [draw(1)]),
    ],
  },
);
