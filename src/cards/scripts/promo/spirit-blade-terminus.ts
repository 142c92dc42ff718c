import { cardScript, ifThen, onHit, prepared, staticAbility, triggered } from '../../define.js';

// Doubling the sheen counters: as many again are put on the mastery.
export default cardScript('spirit-blade-terminus', {
  keywords: ['prepare'],
  activationValues: { prepare: 1 },
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perTally: { of: 'masteryCounters', counter: 'sheen', every: 4 } }),
    triggered(onHit(), [ifThen(prepared(), [
      { op: 'scaled', x: { of: 'tally', tally: { of: 'masteryCounters', counter: 'sheen' } }, effect: { op: 'addMasteryCounters', counter: 'sheen', count: 0 } },
      { op: 'attackCardTo', to: 'memory' },
    ])]),
  ],
});
