import { allOf, cardScript, championBonus, staticAbility } from '../../define.js';

const alice = championBonus('Alice');

// Commanded Will 6 only with the Alice bonus: the keyword comes from a conditional static ability.
export default cardScript('queen-piece', {
  keywordValues: { commandedWill: 6 },
  abilities: [
    staticAbility({ kind: 'preventDamage', affects: 'self', amount: 'all' },
      allOf(alice, { kind: 'controlsCount', filter: { type: 'ALLY', subtype: 'PAWN', anySubtype: ['CHESSMAN'] }, min: 1 })),
    staticAbility({ kind: 'keyword', keyword: 'commandedWill' }, alice),
  ],
});
