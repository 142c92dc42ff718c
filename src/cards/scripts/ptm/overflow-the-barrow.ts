import { addMasteryCounters, cardScript, millPerMasteryCounter, not, staticAbility } from '../../define.js';

// X reads the haunt counters on Phantasmagoria after the new one (none without that mastery).
export default cardScript('overflow-the-barrow', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, not({ kind: 'graveyardCount', min: 1 }))],
  onResolve: [addMasteryCounters('haunt', 1), millPerMasteryCounter('haunt')],
});
