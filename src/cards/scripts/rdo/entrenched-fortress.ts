import { cardScript, dealDamage, onEnter, target, targetUnit, triggered } from '../../define.js';

export default cardScript('entrenched-fortress', {
  keywords: ['taunt'],
  abilities: [triggered(onEnter(), [dealDamage(target(0), 3)], { targets: [targetUnit()] })],
});
