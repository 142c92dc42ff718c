import { activated, cardScript, draw, ingredient, putCounters, restSelf, sacrificeSelf, target, targetAlly } from '../../define.js';

export default cardScript('invigorating-concoction', {
  brew: [ingredient(1, { subtype: 'FLOWER' }), ingredient(1, { subtype: 'HERB' })],
  keywords: ['hindered'],
  abilities: [activated([restSelf(), sacrificeSelf()], [putCounters(target(0), 'buff', 2), draw(1)], { targets: [targetAlly({ optional: true })] })],
});
