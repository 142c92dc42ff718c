import { cardScript, classBonus, dealDamage, draw, eventObject, onEnter, triggered, whenever } from '../../define.js';

export default cardScript('ravenous-pyre', {
  abilities: [
    triggered(onEnter(), [draw(1), { op: 'discard', who: 'you', count: 1 }], { condition: classBonus() }),
    triggered(whenever('levelsUp', { who: 'opponent' }), [dealDamage(eventObject(), 2)]),
  ],
});
