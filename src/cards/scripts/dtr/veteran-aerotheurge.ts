import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('veteran-aerotheurge', {
  keywordValues: { ranged: 2 },
  abilities: [
    staticAbility({ kind: 'ranged', amount: 2 }, classBonus()),
    // Only the first Aethercharge card its controller activates each turn is 1 cheaper.
    staticAbility({ kind: 'filteredCostModifier', players: 'you', filter: { subtype: 'AETHERCHARGE' }, amount: -1, firstEachTurn: true }),
  ],
});
