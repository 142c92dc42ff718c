import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('materialize-polearm', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  onResolve: [{ op: 'materializeFromMaterialDeck', filter: { subtype: 'POLEARM' } }],
});
