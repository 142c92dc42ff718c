import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('enhance-hearing', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  onResolve: [{ op: 'lookAndTake', count: 3, filter: { element: 'WIND' }, orFilter: { subtype: 'REACTION' } }],
});
