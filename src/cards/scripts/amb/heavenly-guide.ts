import { cardScript, ifThen, levelRestriction, onEnter, triggered } from '../../define.js';

// At level 2 or more, as it enters: if an opponent's non-Spirit champion has a top card that was not played
// (not materialized onto it), your champion levels up by the effect (no costs).
export default cardScript('heavenly-guide', {
  abilities: [triggered(onEnter(), [ifThen({ kind: 'opponentChampionTopUnplayed', notSubtype: 'SPIRIT' }, [{ op: 'levelUp' }])], { condition: levelRestriction(2) })],
});
