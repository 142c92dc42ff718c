import { cardScript, destroy, target } from '../../define.js';

export default cardScript('reduce-to-ash', {
  targets: [{ kind: 'object', anyType: ['ITEM', 'WEAPON'], costAtMost: { memory: 0, reserve: 4 } }],
  onResolve: [destroy(target(0))],
});
