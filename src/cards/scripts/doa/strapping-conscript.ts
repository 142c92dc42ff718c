import { classBonus, defineCard, levelRestriction, reserve, staticAbility } from '../../define.js';
import type { Condition } from '../../vocabulary.js';

const bonusAtLevel2: Condition = { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] };

export default defineCard(
  { slug: 'strapping-conscript', name: 'Strapping Conscript', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'FIRE', cost: reserve(2), power: 2, life: 1 },
  {
    abilities: [
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, bonusAtLevel2),
      staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, bonusAtLevel2),
    ],
  },
);
