import { cardScript, ifThen, putCounters, target, targetAlly } from '../../define.js';

export default cardScript('byakkos-command', {
  targets: [targetAlly({ subtype: 'BEAST' })],
  onResolve: [
    putCounters(target(0), 'buff', 1),
    ifThen({ kind: 'targetIs', index: 0, filter: { subtype: 'SHENJU' } }, [{ op: 'wakeUp', subject: target(0) }]),
  ],
});
