import { classBonus, defineCard, levelRestriction, reserve, triggered, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'combo-strike', name: 'Combo Strike', types: ['ATTACK'], subtypes: ['ASSASSIN', 'WARRIOR', 'SWORD'], classes: ['ASSASSIN', 'WARRIOR'], element: 'WIND', cost: reserve(2), power: 3 },
  {
    abilities: [
      triggered({ on: 'kill' }, [{ op: 'wakeUp', subject: yourChampion() }], { condition: { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] } }),
    ],
  },
);
