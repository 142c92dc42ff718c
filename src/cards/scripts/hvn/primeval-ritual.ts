import { cardScript } from '../../define.js';

export default cardScript('primeval-ritual', {
  sacrificeAsCost: { filter: { type: 'ALLY' }, count: 1 },
  targets: [{ kind: 'graveyardCard', controller: 'you', element: 'WIND' }],
  onResolve: [{ op: 'graveyardCardToMemory', target: 0 }],
});
