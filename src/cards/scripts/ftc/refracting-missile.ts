import { cardScript, dealDamage, target, targetUnit } from '../../define.js';

export default cardScript('refracting-missile', {
  keywords: ['floatingMemory'],
  targets: [targetUnit()],
  onResolve: [{ op: 'scaled', x: { of: 'controlled', filter: { subtype: 'FRACTAL' } }, plus: 1, effect: dealDamage(target(0), 0) }],
});
