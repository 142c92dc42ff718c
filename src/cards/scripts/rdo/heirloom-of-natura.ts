import { activated, banishSelf, cardScript, drawIntoMemory, payReserve } from '../../define.js';

export default cardScript('heirloom-of-natura', {
  abilities: [
    {
      kind: 'activated', costs: [banishSelf()], speed: 'fast', effects: [],
      modes: [
        { effects: [{ op: 'opponentsBanishmentToMaterialDeck', filter: { supertype: 'REGALIA' } }] },
        { effects: [{ op: 'banishPreserved', who: 'opponents', count: 2 }] },
      ],
    },
    activated([payReserve(3), banishSelf()], [drawIntoMemory(1)]),
  ],
});
