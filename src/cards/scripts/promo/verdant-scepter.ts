import { activated, cardScript, classBonus, draw, onEnter, putCounters, restSelf, self, triggered } from '../../define.js';

export default cardScript('verdant-scepter', {
  abilities: [
    // "You may banish a Slime ally": choosing none declines; the counters follow the banished ally's power as it was.
    triggered(onEnter(), [{
      op: 'chooseObjects', filter: { type: 'ALLY', subtype: 'SLIME' }, count: 1, upTo: true,
      effects: [
        { op: 'banish', subject: { ref: 'chosen' } },
        { op: 'scaled', x: { of: 'chosenPower' }, plus: 1, effect: putCounters(self(), 'refinement', 0) },
      ],
    }], { condition: classBonus() }),
    activated([restSelf(), { kind: 'removeCounters', counter: 'refinement', count: 1 }], [
      { op: 'chooseObjects', filter: { type: 'ALLY', subtype: 'SLIME' }, count: 2, upTo: true, distinct: true, effects: [putCounters({ ref: 'chosen' }, 'buff', 1)] },
      draw(1),
    ]),
  ],
});
