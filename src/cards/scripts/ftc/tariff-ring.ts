import { activated, banishSelf, cardScript } from '../../define.js';

export default cardScript('tariff-ring', {
  abilities: [activated([banishSelf()], [{ op: 'attackTax', amount: 2 }], { condition: { kind: 'opponentsPhase', phase: 'recollection' } })],
});
