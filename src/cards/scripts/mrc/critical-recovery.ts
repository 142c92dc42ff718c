import { cardScript, ifThen, putCounters, target, targetAlly } from '../../define.js';

export default cardScript('critical-recovery', {
  targets: [targetAlly()],
  onResolve: [
    { op: 'removeAllCounters', subject: target(0), counter: 'damage' },
    ifThen({ kind: 'targetIs', index: 0, filter: { subtype: 'AUTOMATON' } }, [putCounters(target(0), 'buff', 1)]),
  ],
});
