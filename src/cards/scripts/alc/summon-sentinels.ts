import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('summon-sentinels', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perControlled: { type: 'DOMAIN' } }, classBonus())],
  onResolve: [{ op: 'summonToken', token: 'automaton-drone', count: 2, counters: { buff: 1 } }],
});
