import { cardScript, classBonus, ifThen, putCounters, target, targetAlly, yourChampion } from '../../define.js';

export default cardScript('glacial-guidance', {
  targets: [targetAlly()],
  onResolve: [
    { op: 'rest', subject: target(0) },
    ifThen({ kind: 'targetAttacking', index: 0 }, [{ op: 'endCombatPhase' }]),
    ifThen(classBonus(), [putCounters(yourChampion(), 'enlighten', 1)]),
  ],
});
