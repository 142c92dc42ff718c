import { activated, banishSelf, cardScript, championBonus, payReserve } from '../../define.js';

export default cardScript('alchemists-cauldron', {
  abilities: [
    activated([payReserve(3), banishSelf()], [
      { op: 'gather' },
      { op: 'gather' },
      { op: 'ignoreElementalRequirements', rule: { filter: { subtype: 'POTION' }, elements: 'nonAdvanced', via: 'activate' } },
    ], { condition: championBonus('Arisanna') }),
  ],
});
