import { activated, cardScript, payReserve, putCounters, targetPlayer } from '../../define.js';

export default cardScript('lesser-boon-of-revelry', {
  keywordValues: { levelLocked: 1 },
  onResolve: [{ op: 'chooseObjects', filter: { type: 'ALLY' }, count: 1, anyController: true, effects: [putCounters({ ref: 'chosen' }, 'buff', 1)] }],
  abilities: [
    activated([payReserve(3)], [
      { op: 'chooseObjects', filter: { type: 'ALLY' }, count: 1, byTargetPlayer: 0, withoutCounter: 'buff', effects: [putCounters({ ref: 'chosen' }, 'buff', 1)] },
    ], { targets: [targetPlayer({ alliesExactly: 1 })] }),
  ],
});
