import { cardScript, championBonus, staticAbility } from '../../define.js';

export default cardScript('flickering-afterglow', {
  // Merlin Bonus: 1 less for each sheen counter on your Fractured Memories.
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perTally: { tally: { of: 'masteryCounters', counter: 'sheen' } } }, championBonus('Merlin'))],
});
