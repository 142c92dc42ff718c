import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('gunsmiths-arsenal', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  onResolve: [{ op: 'materializeFromMaterialDeck', filter: { anySubtype: ['BULLET', 'GUN'] } }],
});
