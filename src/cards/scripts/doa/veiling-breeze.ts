import { cardScript } from '../../define.js';

// X: the wind cards revealed as it resolves (ruling: not the memory afterwards).
export default cardScript('veiling-breeze', {
  onResolve: [
    { op: 'revealCards', from: ['memory'], filter: { element: 'WIND' }, count: 'any' },
    { op: 'scaled', x: { of: 'x' }, effect: { op: 'preventDamage', subject: { ref: 'yourChampion' }, prevention: { kind: 'each', amount: 0, duration: 'untilEndOfTurn' } } },
  ],
});
