import { advancedImbue, cardScript, ifThen, imbued, onEnter, putCounters, self, triggered, whenever } from '../../define.js';

export default cardScript('nuriel-seraphic-paladin', {
  imbue: [advancedImbue(3)],
  abilities: [
    triggered(onEnter(), [ifThen(imbued(), [putCounters(self(), 'bulwark', 1), putCounters(self(), 'buff', 1)])]),
    triggered(whenever('levelsUp', { who: 'you' }), [ifThen(imbued(), [putCounters(self(), 'bulwark', 1)])]),
  ],
});
