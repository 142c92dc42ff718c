import { cardScript, modifyLevel, removeCounters, yourChampion } from '../../define.js';

// "Any amount": one counter at a time, each removed one giving +1 level.
export default cardScript('power-overwhelming', {
  onResolve: [{
    op: 'scaled', x: { of: 'championCounters', counter: 'enlighten' },
    effect: { op: 'mayEach', count: 0, effects: [removeCounters(yourChampion(), 'enlighten', 1), modifyLevel(yourChampion(), 1)] },
  }],
});
