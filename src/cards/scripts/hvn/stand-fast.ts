import { cardScript, modifyLife, not, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('stand-fast', {
  // Only during your own end phase.
  abilities: [staticAbility({ kind: 'activateOnly' }, not({ kind: 'notYourPhase', phase: 'end' }))],
  targets: [targetAlly({ controller: 'you' })],
  onResolve: [
    { op: 'wakeUp', subject: target(0) },
    { op: 'grantKeyword', subject: target(0), keyword: 'taunt', duration: 'untilYourNextTurn' },
    modifyLife(target(0), 1, 'untilYourNextTurn'),
  ],
});
