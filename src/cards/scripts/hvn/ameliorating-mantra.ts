import { cardScript, removeCounters, target } from '../../define.js';

export default cardScript('ameliorating-mantra', {
  keywords: ['floatingMemory'],
  targets: [{ kind: 'object', optional: true }, { kind: 'object', optional: true }],
  onResolve: [removeCounters(target(0), 'wither', 2), removeCounters(target(1), 'wither', 2)],
});
