import { cardScript, classBonus, draw, ifThen, putCounters, targetPlayer, yourChampion } from '../../define.js';

export default cardScript('uncover-the-plot', {
  targets: [targetPlayer()],
  onResolve: [{ op: 'revealZones', who: { ref: 'target', index: 0 }, zones: ['memory'] }, draw(1), ifThen(classBonus(), [putCounters(yourChampion(), 'preparation', 2)])],
});
