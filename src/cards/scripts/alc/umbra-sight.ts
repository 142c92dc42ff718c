import { cardScript, dealUnpreventableDamage, draw, drawIntoMemory, may, whenYouDo, yourChampion } from '../../define.js';

// "2 damage for each Curse card in your champion's lineage": one instance of 2 per card.
export default cardScript('umbra-sight', {
  onResolve: [
    draw(1),
    may(drawIntoMemory(1), { op: 'selfIntoLineage', champion: yourChampion(), then: [whenYouDo([{
      op: 'scaled', x: { of: 'counts', counts: [{ zone: 'lineage', subtype: 'CURSE' }] },
      effect: { op: 'repeat', count: 0, effects: [dealUnpreventableDamage(yourChampion(), 2)] },
    }])] }),
  ],
});
