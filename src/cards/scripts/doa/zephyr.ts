import { cardScript, suppress, target, targetAlly } from '../../define.js';

export default cardScript('zephyr', {
  targets: [targetAlly({ orSupertype: 'REGALIA' })],
  onResolve: [suppress(target(0))],
});
