import { cardScript, levelRestriction, staticAbility, targetActivation } from '../../define.js';

export default cardScript('annul-spell', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, levelRestriction(2))],
  targets: [targetActivation({ subtype: 'SPELL' })],
  onResolve: [{ op: 'unlessPays', target: 0, amount: 3, otherwise: [{ op: 'negate', target: 0 }] }],
});
