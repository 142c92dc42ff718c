import { cardScript, ifThen, not, putCounters, target } from '../../define.js';

// Resting the Potion happens only when it is awake; only then do the counters follow.
export default cardScript('potion-infusion-growth', {
  targets: [{ kind: 'object', subtype: 'POTION' }],
  onResolve: [
    ifThen(not({ kind: 'targetRested', index: 0 }), [
      { op: 'rest', subject: target(0) },
      { op: 'scaled', x: { of: 'championLevel' }, effect: putCounters(target(0), 'age', 0) },
    ]),
  ],
});
