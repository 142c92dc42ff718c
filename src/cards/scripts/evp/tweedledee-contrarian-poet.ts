import { buffPower, classBonus, defineCard, onHit, reserve, self, staticAbility, triggered } from '../../define.js';

export default defineCard(
  { slug: 'tweedledee-contrarian-poet', name: 'Tweedledee, Contrarian Poet', types: ['ALLY'], supertypes: ['UNIQUE'], subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'], element: 'WATER', cost: reserve(3), power: 3, life: 4 },
  {
    abilities: [
      staticAbility({ kind: 'keyword', keyword: 'taunt' }, classBonus()),
      triggered(onHit(), [buffPower(self(), -3, 'permanent')]),
    ],
  },
);
