import { cardScript, target, targetUnit } from '../../define.js';

export default cardScript('wisps-protection', {
  targets: [targetUnit()],
  onResolve: [{
    op: 'scaled', plus: 4, x: { of: 'tally', tally: { of: 'fieldObjects', filter: { supertype: 'REGALIA' } } },
    effect: { op: 'preventDamage', subject: target(0), prevention: { kind: 'shield', amount: 0, duration: 'untilEndOfTurn' } },
  }],
});
