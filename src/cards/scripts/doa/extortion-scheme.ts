import { cardScript, classBonus, ifThen, putCounters, suppress, target, targetAlly, yourChampion } from '../../define.js';

export default cardScript('extortion-scheme', {
  targets: [targetAlly({ controller: 'opponent', optional: true })],
  onResolve: [suppress(target(0)), ifThen(classBonus(), [putCounters(yourChampion(), 'preparation', 1)])],
});
