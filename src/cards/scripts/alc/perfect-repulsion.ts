import { cardScript, draw, target, targetUnit } from '../../define.js';

// The next damage of exactly X (cards in your memory as it resolves) to your unit is stopped, and then you draw.
export default cardScript('perfect-repulsion', {
  targets: [targetUnit({ controller: 'you' })],
  onResolve: [{
    op: 'scaled', x: { of: 'memorySize' },
    effect: {
      op: 'preventDamage', subject: target(0),
      prevention: { kind: 'instance', amount: 'all', exactly: 0, duration: 'untilEndOfTurn', then: { effects: [draw(1)] } },
    },
  }],
});
