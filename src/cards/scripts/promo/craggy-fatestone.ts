import { activated, allOf, cardScript, championBonus, putCounters, restSelf, self, transform, triggered, whenever } from '../../define.js';

export default cardScript('craggy-fatestone', {
  abilities: [
    triggered(whenever('materializes', { who: 'opponent', memoryCost: 0 }), [putCounters(self(), 'buff', 1)]),
    activated([restSelf()], [transform(self())], { condition: allOf(championBonus('Guo Jia'), { kind: 'selfCounters', counter: 'buff', min: 2 }) }),
  ],
});
