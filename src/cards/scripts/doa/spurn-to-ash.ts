import { cardScript, destroy, target } from '../../define.js';

export default cardScript('spurn-to-ash', {
  // Regalia carry memory costs: a reserve-cost card never fits (reserve -1).
  targets: [{ kind: 'object', supertype: 'REGALIA', costAtMost: { memory: 1, reserve: -1 } }],
  onResolve: [destroy(target(0))],
});
