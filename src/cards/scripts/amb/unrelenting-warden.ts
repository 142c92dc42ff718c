import { classBonus, defineCard, levelRestriction, reserve, staticAbility } from '../../define.js';

export default defineCard(
  { slug: 'unrelenting-warden', name: 'Unrelenting Warden', types: ['ALLY'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'WIND', cost: reserve(3), power: 2, life: 3 },
  {
    abilities: [
      staticAbility({ kind: 'keyword', keyword: 'taunt' }, classBonus()),
      staticAbility({ kind: 'keyword', keyword: 'vigor' }, levelRestriction(2)),
    ],
  },
);
