import { cardScript, classBonus, draw, loadInto, may, staticAbility } from '../../define.js';

export default cardScript('furnace-lavabolt', {
  onResolve: [draw(1, 'each'), may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
});
