import { cardScript, championBonus, staticAbility } from '../../define.js';

export default cardScript('slime-party', {
  // Silvie Bonus: 1 less for each different element among the Slime allies you control.
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perTally: { tally: { of: 'objectElements', filter: { type: 'ALLY', subtype: 'SLIME' } } } }, championBonus('Silvie'))],
  onResolve: [{ op: 'addCounters', subject: { ref: 'alliesYouControl', subtype: 'SLIME' }, counter: 'buff', count: 1 }],
});
