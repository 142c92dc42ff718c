import { buffPower, cardScript, ifThen, putCounters, target, targetAlly } from '../../define.js';

export default cardScript('reprogram', {
  keywords: ['floatingMemory'],
  targets: [targetAlly({ optional: true })],
  onResolve: [
    ifThen({ kind: 'targetMatches', index: 0, filter: { subtype: 'AUTOMATON' } }, [putCounters(target(0), 'debuff', 2)], [buffPower(target(0), -1)]),
  ],
});
