import { cardScript, championBonus, commandedWill, ifThen, keywordsWith, onEnter, summonToken, triggered } from '../../define.js';

export default cardScript('schwartz-castler', {
  ...keywordsWith(commandedWill(1)),
  abilities: [triggered(onEnter(), [ifThen({ kind: 'opponentUnitLife', parity: 'even' }, [summonToken('pawn-piece')])], { condition: championBonus('Alice') })],
});
