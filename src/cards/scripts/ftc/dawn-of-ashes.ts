import { atBeginningOfYourRecollection, cardScript, staticAbility, triggered } from '../../define.js';

// Upkeep: a random memory card is revealed; sacrificed unless it is norm (nothing revealed: kept, ruling).
export default cardScript('dawn-of-ashes', {
  abilities: [
    triggered(atBeginningOfYourRecollection(), [{
      op: 'revealRandomMemory', who: 'you', count: 1,
      ifRevealed: { filter: { element: 'NORM' }, not: true, then: [{ op: 'sacrificeSelf', then: [] }] },
    }]),
    staticAbility({ kind: 'filteredCostModifier', players: 'each', filter: { notElement: 'NORM' }, amount: 1 }),
  ],
});
