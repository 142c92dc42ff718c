import { buffPower, cardScript, ifThen, modifyLife, putCounters, target, targetAlly } from '../../define.js';

export default cardScript('undying-dreams', {
  keywords: ['floatingMemory'],
  targets: [targetAlly()],
  onResolve: [buffPower(target(0), 1), modifyLife(target(0), 1), ifThen({ kind: 'targetEphemeral', index: 0 }, [putCounters(target(0), 'buff', 1)])],
});
