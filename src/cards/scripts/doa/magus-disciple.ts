import { classBonus, defineCard, draw, onDeath, reserve, staticAbility, triggered } from '../../define.js';

export default defineCard(
  { slug: 'magus-disciple', name: 'Magus Disciple', types: ['ALLY'], subtypes: ['CLERIC', 'MAGE', 'HUMAN'], classes: ['CLERIC', 'MAGE'], element: 'NORM', cost: reserve(2), power: 1, life: 1 },
  {
    abilities: [
      staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1 }),
      triggered(onDeath(), [draw(1)], { condition: classBonus() }),
    ],
  },
);
