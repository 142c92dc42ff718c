import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('materialize-munitions', {
  onResolve: [{ op: 'materializeFromMaterialDeck', filter: { subtype: 'BULLET' } }],
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
});
