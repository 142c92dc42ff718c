import { cardScript, target, targetUnit } from '../../define.js';

// X (ephemeral objects you control, plus 1) is counted as it resolves; each damage event this turn has X prevented.
export default cardScript('fleeting-guard', {
  targets: [targetUnit()],
  onResolve: [{
    op: 'scaled', x: { of: 'tally', tally: { of: 'ephemeralObjects' } }, plus: 1,
    effect: { op: 'preventDamage', subject: target(0), prevention: { kind: 'each', amount: 0, duration: 'untilEndOfTurn' } },
  }],
});
