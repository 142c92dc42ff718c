import { allOf, cardScript, championBonus, commandedWill, keywordsWith, preventDamageStatic, staticAbility } from '../../define.js';

const alice = championBonus('Alice');
const { keywordValues } = keywordsWith(commandedWill(6));

export default cardScript('queen-piece', {
  // Commanded Will 6 only with the Alice Bonus (the keyword comes from the static ability).
  keywordValues,
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'commandedWill' }, alice),
    // While you control a Chessman Pawn ally: all damage to it is prevented.
    staticAbility(preventDamageStatic('self', 'all'), allOf(alice, { kind: 'controlsCount', filter: { type: 'ALLY', subtype: 'PAWN', anySubtype: ['CHESSMAN'] }, min: 1 })),
  ],
});
