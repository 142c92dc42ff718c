import { classBonus, defineCard, reserve, staticAbility, youControl } from '../../define.js';
import type { Condition } from '../../vocabulary.js';

const bonusWithPowercell: Condition = { kind: 'allOf', conditions: [classBonus(), youControl('POWERCELL')] };

export default defineCard(
  { slug: 'charged-alchemist', name: 'Charged Alchemist', types: ['ALLY'], subtypes: ['MAGE', 'AUTOMATON'], classes: ['MAGE'], element: 'FIRE', cost: reserve(2), power: 2, life: 1 },
  {
    abilities: [
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, bonusWithPowercell),
      staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1 }, bonusWithPowercell),
    ],
  },
);
