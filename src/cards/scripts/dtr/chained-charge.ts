import { cardScript, classBonus, loadInto, may, staticAbility, targetActivation } from '../../define.js';

export default cardScript('chained-charge', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetActivation()],
  onResolve: [
    { op: 'unlessPays', target: 0, amount: 1, otherwise: [{ op: 'negate', target: 0 }] },
    may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' })),
  ],
});
