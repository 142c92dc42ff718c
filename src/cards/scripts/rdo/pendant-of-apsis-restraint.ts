import { cardScript, staticAbility } from '../../define.js';

export default cardScript('pendant-of-apsis-restraint', {
  abilities: [staticAbility({ kind: 'filteredCostModifier', players: 'each', filter: { subtype: 'ULTIMATE' }, amount: 3 })],
});
