import { atBeginningOfYourEndPhase, cardScript, draw, putCounters, self, triggered } from '../../define.js';

export default cardScript('overlord-mk-iii', {
  sacrificeAsCost: { filter: { subtype: 'POWERCELL' }, count: 4 },
  keywords: ['intercept', 'spellshroud', 'steadfast', 'trueSight'],
  abilities: [
    triggered(atBeginningOfYourEndPhase(), [
      { op: 'banishFromGraveyard', filter: { subtype: 'AUTOMATON' }, max: 1, then: [putCounters(self(), 'buff', 1), draw(1)] },
    ]),
  ],
});
