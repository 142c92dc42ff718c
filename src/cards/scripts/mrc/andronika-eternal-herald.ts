import { cardScript, classBonus, imbue, imbued, onEnter, putCounters, staticAbility, triggered } from '../../define.js';

export default cardScript('andronika-eternal-herald', {
  imbue: [imbue(3)],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, imbued()),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, imbued()),
    staticAbility({ kind: 'keyword', keyword: 'vigor' }, imbued()),
    triggered(onEnter(), [
      { op: 'chooseObjects', filter: { type: 'ALLY', subtype: 'AUTOMATON' }, count: 2, upTo: true, distinct: true, effects: [putCounters({ ref: 'chosen' }, 'buff', 1)] },
    ], { condition: classBonus() }),
  ],
});
