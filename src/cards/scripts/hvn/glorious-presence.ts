import { cardScript, staticAbility } from '../../define.js';

export default cardScript('glorious-presence', {
  abilities: [
    staticAbility({ kind: 'filteredCostModifier', players: 'opponents', filter: { advancedElement: true }, amount: 2 },
      { kind: 'controlsCount', filter: { type: 'ALLY', subtype: 'SHENJU' }, min: 1 }),
  ],
});
