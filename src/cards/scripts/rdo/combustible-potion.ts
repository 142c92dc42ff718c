import { activated, brewed, cardScript, dealDamage, draw, ifThen, ingredient, onEnter, sacrificeSelf, target, targetUnit, triggered } from '../../define.js';

export default cardScript('combustible-potion', {
  brew: [ingredient(2, { subtype: 'HERB' })],
  abilities: [
    triggered(onEnter(), [ifThen(brewed(), [draw(2), { op: 'discard', who: 'you', count: 1 }])]),
    activated([sacrificeSelf()], [dealDamage(target(0), 2)], { targets: [targetUnit()] }),
  ],
});
