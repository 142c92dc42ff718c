import { cardScript, championBonus, putCounters, staticAbility } from '../../define.js';

// "Any amount": as many distinct non-champion objects as the controller picks (no object twice).
export default cardScript('frostnip-pirouette', {
  onResolve: [{
    op: 'chooseObjects', filter: { notType: 'CHAMPION' }, count: 1000, upTo: true, distinct: true, anyController: true,
    effects: [putCounters({ ref: 'chosen' }, 'wither', 1)],
  }],
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, championBonus('Diao Chan'))],
});
