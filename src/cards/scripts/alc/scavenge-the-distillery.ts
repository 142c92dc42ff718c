import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('scavenge-the-distillery', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [{ kind: 'graveyardCard', cardType: 'ITEM', subtype: 'POTION', controller: 'you', optional: true }],
  onResolve: [{ op: 'returnFromGraveyard', filter: { type: 'ITEM', subtype: 'POTION' }, target: 0 }],
});
