import { cardScript, destroy, target } from '../../define.js';

export default cardScript('crumbling-reign', {
  targets: [{ kind: 'object', anyType: ['ITEM', 'WEAPON'] }],
  onResolve: [destroy(target(0))],
});
