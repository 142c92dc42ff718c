import { cardScript, ifThen, championBonus, keywordsWith, commandedWill, may, onHit, staticAbility, summonToken, triggered } from '../../define.js';

const alice = championBonus('Alice');
const { keywordValues } = keywordsWith(commandedWill(1));

export default cardScript('pawn-piece', {
  // Commanded Will 1 only with the Alice Bonus: its value is listed, the keyword itself comes from the static ability.
  keywordValues,
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'commandedWill' }, alice),
    // On Hit for 7 or more: may sacrifice it; only then a Queen Piece token.
    triggered(onHit(), [ifThen({ kind: 'eventAmountAtLeast', min: 7 }, [may({ op: 'sacrificeSelf', then: [summonToken('queen-piece')] })])], { condition: alice }),
  ],
});
