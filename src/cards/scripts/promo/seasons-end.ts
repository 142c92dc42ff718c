import { cardScript, championBonus, staticAbility } from '../../define.js';

export default cardScript('seasons-end', {
  // Diao Chan Bonus: 1 less for each wither counter on any object on the field.
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perTally: { tally: { of: 'fieldCounters', counter: 'wither' } } }, championBonus('Diao Chan'))],
  onResolve: [{ op: 'destroy', subject: { ref: 'unitsWithCounter', counter: 'wither', objects: true } }],
});
