import { activated, cardScript, preventNextDamage, restSelf, target } from '../../define.js';

export default cardScript('protective-fractal', {
  keywords: ['reservable'],
  abilities: [activated([restSelf()], [preventNextDamage(target(0), 1)], { targets: [{ kind: 'champion' }] })],
});
