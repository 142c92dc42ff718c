import { cardScript, may, onEnter, putCounters, self, transform, triggered, whenever } from '../../define.js';

export default cardScript('companion-fatestone', {
  abilities: [
    // Itself or a Fatebound ally you control (chosen as it resolves).
    triggered(onEnter(), [{ op: 'chooseObjects', filter: { type: 'ALLY', subtype: 'FATEBOUND' }, orSelf: true, count: 1, effects: [putCounters({ ref: 'chosen' }, 'buff', 1)] }]),
    triggered(whenever('dies', { who: 'you', type: 'ALLY', subtype: 'FATEBOUND' }), [may(transform(self()))]),
  ],
});
