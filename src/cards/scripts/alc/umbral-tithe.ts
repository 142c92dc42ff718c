import { cardScript, dealDamage, drawIntoMemory, staticAbility } from '../../define.js';

// 1 less per Curse card in every champion's lineage; each player draws two into memory, then 4 damage to the champion of
// each player holding six or more memory cards.
export default cardScript('umbral-tithe', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, per: [{ zone: 'lineage', subtype: 'CURSE', everyPlayer: true }] })],
  onResolve: [drawIntoMemory(2, 'each'), dealDamage({ ref: 'championsOfMemoryAtLeast', min: 6 }, 4)],
});
