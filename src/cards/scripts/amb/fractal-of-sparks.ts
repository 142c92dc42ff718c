import { activated, classBonus, dealDamage, cardScript, restSelf, target } from '../../define.js';

export default cardScript('fractal-of-sparks', {
  keywords: ['reservable'],
  abilities: [activated([restSelf()], [dealDamage(target(0), 1)], { condition: classBonus(), targets: [{ kind: 'champion' }] })],
});
