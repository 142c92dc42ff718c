import { activated, allOf, cardScript, classBonus, onEnter, prohibit, putCounters, triggered, yourChampion, yourTurn } from '../../define.js';

export default cardScript('corhazi-outlook', {
  abilities: [
    triggered(onEnter(), [putCounters(yourChampion(), 'preparation', 1)]),
    activated([{ kind: 'removeChampionCounters', counter: 'preparation', count: 1 }], [prohibit('activateCards', { players: 'opponents' }), { op: 'glimpse', count: 1 }], {
      condition: allOf(classBonus(), yourTurn()),
    }),
  ],
});
