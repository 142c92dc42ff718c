import { activated, banishSelf, cardScript } from '../../define.js';

// Exalted is the card's element (an Index fact): its enabling rule is the engine's.
export default cardScript('ducal-seal', {
  abilities: [activated([banishSelf()], [{ op: 'attackTax', amount: 3 }], { condition: { kind: 'opponentsPhase', phase: 'recollection' } })],
});
