import { cardScript, classBonus, ifThen, putCounters, target, targetAlly, yourChampion } from '../../define.js';

export default cardScript('displace', {
  targets: [targetAlly()],
  onResolve: [{ op: 'flicker', subject: target(0), rested: true }, ifThen(classBonus(), [putCounters(yourChampion(), 'enlighten', 1)])],
});
