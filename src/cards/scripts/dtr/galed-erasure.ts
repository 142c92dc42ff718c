import { cardScript, destroy, target } from '../../define.js';

export default cardScript('galed-erasure', {
  keywords: ['floatingMemory'],
  targets: [{ kind: 'object', ephemeral: true }],
  onResolve: [destroy(target(0))],
});
