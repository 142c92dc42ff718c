import { cardScript, staticAbility } from '../../define.js';

export default cardScript('viridian-protective-trinket', {
  abilities: [staticAbility({ kind: 'filteredCostModifier', players: 'opponents', filter: { element: 'WATER' }, amount: 2 }, { kind: 'yourTurn' })],
});
