import { allOf, cardScript, championBonus, ifThen, putCounters, sheen, targetPlayer } from '../../define.js';

export default cardScript('seep-into-the-mind', {
  targets: [targetPlayer({ controller: 'opponent' })],
  onResolve: [
    { op: 'chooseObjects', filter: { anyType: ['ALLY', 'CHAMPION'] }, count: 1, byTargetPlayer: 0, effects: [putCounters({ ref: 'chosen' }, 'sheen', 3)] },
    ifThen(allOf(championBonus('Merlin'), sheen(6)), [{ op: 'lookAndDiscard', target: 0, zone: 'memory' }]),
  ],
});
