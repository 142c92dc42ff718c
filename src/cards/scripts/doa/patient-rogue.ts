import { atBeginningOfYourRecollection, buffPower, classBonus, defineCard, reserve, self, staticAbility, triggered } from '../../define.js';

export default defineCard(
  { slug: 'patient-rogue', name: 'Patient Rogue', types: ['ALLY'], subtypes: ['ASSASSIN', 'HUMAN'], classes: ['ASSASSIN'], element: 'FIRE', cost: reserve(2), power: 0, life: 2 },
  {
    abilities: [
      staticAbility({ kind: 'keyword', keyword: 'stealth' }, { kind: 'allOf', conditions: [classBonus(), { kind: 'selfAwake' }] }),
      triggered(atBeginningOfYourRecollection(), [buffPower(self(), 3)]),
    ],
  },
);
