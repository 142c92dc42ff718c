import { cardScript, classBonus, draw, eventObject, may, onEnter, putCounters, triggered, whenever } from '../../define.js';

export default cardScript('forest-cake', {
  abilities: [
    triggered(onEnter(), [draw(1)]),
    triggered(whenever('enters', { who: 'you', type: 'ALLY', anySubtype: ['ANIMAL', 'BEAST'] }),
      [may({ op: 'sacrificeSelf', then: [putCounters(eventObject(), 'buff', 1)] })], { condition: classBonus() }),
  ],
});
