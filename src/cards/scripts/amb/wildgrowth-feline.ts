import { cardScript, classBonus, putCounters, self, triggered, whenever } from '../../define.js';

export default cardScript('wildgrowth-feline', {
  abilities: [
    triggered(whenever('enters', { who: 'you', other: true, type: 'ALLY', anySubtype: ['ANIMAL', 'BEAST'] }), [putCounters(self(), 'buff', 1)], { condition: classBonus() }),
  ],
});
