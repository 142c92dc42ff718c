import { cardScript } from '../../define.js';

export default cardScript('decompose', {
  sacrificeAsCost: { filter: { type: 'ALLY' }, count: 1 },
  onResolve: [{ op: 'scaled', x: { of: 'sacrificedLife' }, effect: { op: 'gatherTimes', count: 0 } }],
});
