import { cardScript, dealUnpreventableDamage, whenYouDo, yourChampion } from '../../define.js';

// Ruling: one instance of 1 damage for each Curse card in the lineage, not a summed total.
export default cardScript('reflected-blight', {
  targets: [{ kind: 'graveyardCard', controller: 'you' }],
  onResolve: [
    { op: 'graveyardCardToMemory', target: 0 },
    { op: 'selfIntoLineage', champion: yourChampion(), then: [whenYouDo([{
      op: 'scaled', x: { of: 'counts', counts: [{ zone: 'lineage', subtype: 'CURSE' }] },
      effect: { op: 'repeat', count: 0, effects: [dealUnpreventableDamage(yourChampion(), 1)] },
    }])] },
  ],
});
