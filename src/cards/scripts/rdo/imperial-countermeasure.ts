import { cardScript, drawIntoMemory, preventNextDamage, target, targetUnit } from '../../define.js';

export default cardScript('imperial-countermeasure', {
  targets: [targetUnit()],
  onResolve: [preventNextDamage(target(0), 4), drawIntoMemory(1)],
});
