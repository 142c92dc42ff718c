import { cardScript, target, targetAlly } from '../../define.js';

// Take control of a target ally with 2 power or less until end of turn (control-change.ts), then wake it up.
export default cardScript('ordained-charisma', {
  targets: [targetAlly({ powerAtMost: 2 })],
  onResolve: [
    { op: 'gainControl', subject: target(0), until: 'untilEndOfTurn' },
    { op: 'wakeUp', subject: target(0) },
  ],
});
