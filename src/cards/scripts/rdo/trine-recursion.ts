import { cardScript } from '../../define.js';

export default cardScript('trine-recursion', {
  targets: [{ kind: 'graveyardCard' }],
  onResolve: [{ op: 'graveyardCardIntoDeck', target: 0, fromTop: 2 }],
});
