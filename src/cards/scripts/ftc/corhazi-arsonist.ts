import { activated, cardScript, self, staticAbility } from '../../define.js';

export default cardScript('corhazi-arsonist', {
  abilities: [
    activated([{ kind: 'removeChampionCounters', counter: 'preparation', count: 1 }], [{ op: 'grantKeyword', subject: self(), keyword: 'stealth', duration: 'untilEndOfTurn' }]),
    staticAbility({ kind: 'hitUnitsBanishedOnDeath' }),
  ],
});
