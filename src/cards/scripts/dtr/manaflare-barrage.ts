import { cardScript, championDistant, classBonus, dealDamage, loadInto, may, staticAbility } from '../../define.js';

// "All units except your champion": every ally and every other champion.
const amount = { condition: championDistant(), amount: 3 };
export default cardScript('manaflare-barrage', {
  onResolve: [dealDamage({ ref: 'allAllies' }, 2, amount), dealDamage({ ref: 'eachOpponentChampion' }, 2, amount), may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
});
