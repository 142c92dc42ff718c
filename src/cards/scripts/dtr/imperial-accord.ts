import { cardScript, targetActivation } from '../../define.js';

export default cardScript('imperial-accord', {
  targets: [targetActivation({ advancedElement: true })],
  onResolve: [{
    op: 'unlessPays', target: 0, amount: 6,
    // Negated: you may banish its card.
    otherwise: [{ op: 'may', effects: [{ op: 'negate', target: 0, banish: true }], otherwise: [{ op: 'negate', target: 0 }] }],
  }],
});
