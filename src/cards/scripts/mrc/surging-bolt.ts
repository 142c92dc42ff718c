import { cardScript, dealDamage, imbue, imbued, target } from '../../define.js';

export default cardScript('surging-bolt', {
  imbue: [imbue(3)],
  targets: [{ kind: 'champion' }],
  onResolve: [dealDamage(target(0), 3, { condition: imbued(), amount: 4 })],
});
