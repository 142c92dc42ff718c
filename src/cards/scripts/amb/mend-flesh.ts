import { cardScript, recover, staticAbility } from '../../define.js';

export default cardScript('mend-flesh', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, { kind: 'damage', min: 25 })],
  onResolve: [recover(8)],
});
