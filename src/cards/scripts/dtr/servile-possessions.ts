import { championBonus, defineCard, drawIntoMemory, ifThen, modifyAttackPower, noCost, omens, triggered, whenever } from '../../define.js';

// A mastery (game-mechanics-mastery.md#servile-possessions): one tier by the omens you have, never several.
export default defineCard(
  { slug: 'servile-possessions', name: 'Servile Possessions', types: ['MASTERY'], subtypes: ['GUARDIAN', 'SKILL'], classes: ['GUARDIAN'], element: 'NORM', cost: noCost() },
  {
    abilities: [
      triggered(whenever('attacks', { who: 'you', type: 'CHAMPION' }), [
        ifThen(omens(5), [modifyAttackPower(3), drawIntoMemory(1)], [
          ifThen(omens(3), [modifyAttackPower(2)], [
            ifThen(omens(1), [modifyAttackPower(1)]),
          ]),
        ]),
      ], { condition: championBonus('Ciel') }),
    ],
  },
);
