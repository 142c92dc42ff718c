import { cardScript, championBonus, ifThen, putCounters, staticAbility, target } from '../../define.js';

export default cardScript('clash-of-fates', {
  abilities: [staticAbility({ kind: 'alternativeCost', pay: { kind: 'removeChampionCounters', counter: 'quest', count: 1 } }, championBonus('Guo Jia'))],
  targets: [{ kind: 'object', anySubtype: ['FATESTONE', 'FATEBOUND'] }],
  onResolve: [
    putCounters(target(0), 'buff', 1),
    ifThen({ kind: 'targetMatches', index: 0, filter: { type: 'ALLY', subtype: 'SHENJU' } }, [{ op: 'grantKeyword', subject: target(0), keyword: 'vigor', duration: 'untilEndOfTurn' }]),
  ],
});
