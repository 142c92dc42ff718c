import { cardScript, classBonus, dealDamage, draw, staticAbility, yourChampion } from '../../define.js';

export default cardScript('lavaheated-brew', {
  onResolve: [draw(1), { op: 'discardAndCheck', filter: { type: 'ITEM', subtype: 'POTION' }, then: [], otherwise: [dealDamage(yourChampion(), 3)] }],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
