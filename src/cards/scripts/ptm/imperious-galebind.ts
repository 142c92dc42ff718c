import { cardScript, suppress, target } from '../../define.js';
import type { TargetSpec } from '../../vocabulary.js';

const upTo = (): TargetSpec => ({ kind: 'object', anyType: ['ALLY', 'ITEM', 'WEAPON'], optional: true });

export default cardScript('imperious-galebind', {
  targets: [upTo(), upTo(), upTo()],
  onResolve: [suppress(target(0)), suppress(target(1)), suppress(target(2))],
});
