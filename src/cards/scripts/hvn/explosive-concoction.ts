import { activated, cardScript, dealDamage, draw, ingredient, restSelf, sacrificeSelf, target } from '../../define.js';

export default cardScript('explosive-concoction', {
  brew: [ingredient(1, { subtype: 'LEAF' }), ingredient(1, { subtype: 'HERB' })],
  keywords: ['hindered'],
  abilities: [activated([restSelf(), sacrificeSelf()], [dealDamage(target(0), 4), draw(1)], { targets: [{ kind: 'champion' }] })],
});
