import { activated, cardScript, levelRestriction, payReserve, putCounters, restSelf, target, targetAlly } from '../../define.js';

export default cardScript('intwined-bangle', {
  abilities: [
    activated([payReserve(3), restSelf()], [putCounters(target(0), 'buff', 1)], {
      condition: levelRestriction(2),
      targets: [targetAlly({ controller: 'you', notSubtype: 'HUMAN' })],
    }),
  ],
});
