import { activated, brewed, cardScript, draw, ifThen, ingredient, sacrificeSelf } from '../../define.js';

export default cardScript('distilled-water', {
  brew: [ingredient(1, { subtype: 'HERB' })],
  // "If this was brewed": read from its last-known information once the cost sacrificed it.
  abilities: [activated([sacrificeSelf()], [ifThen(brewed(), [draw(1)])])],
});
