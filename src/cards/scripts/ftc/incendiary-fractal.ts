import { classBonus, dealDamage, cardScript, onEnter, target, targetAlly, triggered } from '../../define.js';

export default cardScript('incendiary-fractal', {
  keywords: ['reservable'],
  abilities: [triggered(onEnter(), [dealDamage(target(0), 2, { condition: classBonus(), amount: 4 })], { targets: [targetAlly({ controller: 'opponent' })] })],
});
