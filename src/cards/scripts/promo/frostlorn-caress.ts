import { cardScript, championBonus, putCounters, staticAbility, target } from '../../define.js';

export default cardScript('frostlorn-caress', {
  targets: [{ kind: 'object', nonChampion: true }],
  onResolve: [putCounters(target(0), 'wither', 4)],
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 }, championBonus('Diao Chan'))],
});
