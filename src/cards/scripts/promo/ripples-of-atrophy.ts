import { cardScript, classBonus, putCounters, staticAbility } from '../../define.js';

export default cardScript('ripples-of-atrophy', {
  onResolve: [{
    op: 'chooseObjects', filter: { notType: 'CHAMPION' }, count: 1000, upTo: true, distinct: true, anyController: true,
    effects: [putCounters({ ref: 'chosen' }, 'wither', 2)],
  }],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, classBonus())],
});
