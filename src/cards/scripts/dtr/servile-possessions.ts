import { championBonus, cardScript, drawIntoMemory, ifThen, modifyAttackPower, omens, triggered, whenever } from '../../define.js';

// A mastery (game-mechanics-mastery.md#servile-possessions): one tier by the omens you have, never several.
export default cardScript('servile-possessions', {
  abilities: [
    triggered(whenever('attacks', { who: 'you', type: 'CHAMPION' }), [
      ifThen(omens(5), [modifyAttackPower(3), drawIntoMemory(1)], [
        ifThen(omens(3), [modifyAttackPower(2)], [
          ifThen(omens(1), [modifyAttackPower(1)]),
        ]),
      ]),
    ], { condition: championBonus('Ciel') }),
  ],
});
