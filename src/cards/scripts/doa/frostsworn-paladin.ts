import { cardScript, draw, onEnter, putCounters, self, triggered } from '../../define.js';

export default cardScript('frostsworn-paladin', {
  keywords: ['intercept'],
  abilities: [
    triggered(onEnter(), [
      { op: 'banishFromGraveyard', filter: {}, max: 1, floatingMemory: true, then: [draw(1), putCounters(self(), 'buff', 1)] },
    ]),
  ],
});
