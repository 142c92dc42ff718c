import { cardScript, staticAbility, targetActivation } from '../../define.js';

export default cardScript('tidal-lock', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, { kind: 'graveyardCount', min: 3, element: 'WATER' })],
  targets: [targetActivation()],
  onResolve: [{ op: 'unlessPays', target: 0, amount: 2, otherwise: [{ op: 'negate', target: 0, banish: true }] }],
});
