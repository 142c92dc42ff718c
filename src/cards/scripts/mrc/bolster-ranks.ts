import { cardScript, classBonus, putCounters, staticAbility } from '../../define.js';

export default cardScript('bolster-ranks', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  modes: [
    { effects: [{ op: 'summonToken', token: 'automaton-drone', count: 1, counters: { buff: 1 } }] },
    { effects: [putCounters({ ref: 'alliesYouControl' }, 'buff', 1)] },
  ],
});
