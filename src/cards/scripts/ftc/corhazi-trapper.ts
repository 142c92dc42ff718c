import { activated, attacksThisTurnGet, cardScript, onEnter, putCounters, restSelf, target, targetUnit, triggered, yourChampion } from '../../define.js';

export default cardScript('corhazi-trapper', {
  abilities: [
    triggered(onEnter(), [putCounters(yourChampion(), 'preparation', 1)]),
    activated([restSelf(), { kind: 'removeChampionCounters', counter: 'preparation', count: 1 }], [attacksThisTurnGet(target(0), -3)], { targets: [targetUnit()] }),
  ],
});
