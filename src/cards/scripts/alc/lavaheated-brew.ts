import { cardScript, classBonus, dealDamage, draw, staticAbility, yourChampion } from '../../define.js';

export default cardScript('lavaheated-brew', {
  onResolve: [draw(1), { op: 'discardToDo', filter: {}, then: [], required: true, ifDiscarded: { filter: { type: 'ITEM', subtype: 'POTION' }, then: [], otherwise: [dealDamage(yourChampion(), 3)] } }],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
