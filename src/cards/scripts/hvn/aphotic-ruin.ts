import { cardScript, championBonus, putCounters, staticAbility, target } from '../../define.js';

export default cardScript('aphotic-ruin', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, championBonus('Diao Chan'))],
  targets: [{ kind: 'object', nonChampion: true }],
  onResolve: [putCounters(target(0), 'wither', 4)],
});
