import { activated, atBeginningOfYourEndPhase, banishSelf, cardScript, mill, payReserve, putCounters, self, triggered } from '../../define.js';

export default cardScript('tidefate-brooch', {
  abilities: [
    triggered(atBeginningOfYourEndPhase(), [
      { op: 'scaled', x: { of: 'controlled', filter: { anySubtype: ['FATESTONE', 'FATEBOUND'] } }, effect: putCounters(self(), 'refinement', 0) },
    ]),
    activated([payReserve(3), banishSelf()], [mill(10, 'you')], { condition: { kind: 'selfCounters', counter: 'refinement', min: 10 } }),
  ],
});
