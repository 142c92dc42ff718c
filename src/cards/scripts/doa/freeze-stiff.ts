import { anyOf, cardScript, classBonus, ifThen, target, targetAlly } from '../../define.js';

// Ending the combat phase ends the attack of whichever of them was attacking.
export default cardScript('freeze-stiff', {
  targets: [targetAlly({ optional: true }), targetAlly({ optional: true })],
  onResolve: [
    { op: 'rest', subject: target(0) },
    { op: 'rest', subject: target(1) },
    ifThen(anyOf({ kind: 'targetAttacking', index: 0 }, { kind: 'targetAttacking', index: 1 }), [{ op: 'endCombatPhase' }]),
    ifThen(classBonus(), [{ op: 'skipNextWakeUp', subject: target(0) }, { op: 'skipNextWakeUp', subject: target(1) }]),
  ],
});
