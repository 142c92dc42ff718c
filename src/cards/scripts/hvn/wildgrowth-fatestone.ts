import { cardScript, championBonus, ifThen, may, putCounters, self, transform, triggered, whenever } from '../../define.js';

export default cardScript('wildgrowth-fatestone', {
  abilities: [
    triggered(whenever('enters', { who: 'you', element: 'WIND', other: true }), [
      putCounters(self(), 'buff', 1),
      ifThen({ kind: 'selfCounters', counter: 'buff', min: 6 }, [may(transform(self()))]),
    ], { condition: championBonus('Guo Jia') }),
  ],
});
