import { cardScript, mill, targetPlayer } from '../../define.js';

export default cardScript('primordial-ritual', {
  keywords: ['floatingMemory'],
  sacrificeAsCost: { filter: { type: 'ALLY' }, count: 1 },
  targets: [targetPlayer()],
  onResolve: [mill(2, { ref: 'target', index: 0 })],
});
