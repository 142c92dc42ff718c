import { activated, brewed, cardScript, draw, gainAgility, ifThen, ingredient, onEnter, sacrificeSelf, triggered } from '../../define.js';

export default cardScript('speed-potion', {
  brew: [ingredient(2, { subtype: 'HERB' })],
  abilities: [
    triggered(onEnter(), [ifThen(brewed(), [draw(1)])]),
    activated([sacrificeSelf()], [gainAgility(3)]),
  ],
});
