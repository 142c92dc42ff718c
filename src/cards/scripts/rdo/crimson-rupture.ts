import { cardScript, destroy, staticAbility, target } from '../../define.js';

export default cardScript('crimson-rupture', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, { kind: 'damage', min: 20 })],
  targets: [{ kind: 'object', anyType: ['ITEM', 'WEAPON'] }],
  onResolve: [destroy(target(0))],
});
