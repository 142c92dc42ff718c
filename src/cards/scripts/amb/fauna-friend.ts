import { activated, buffPower, cardScript, restSelf, target, targetAlly } from '../../define.js';

export default cardScript('fauna-friend', {
  abilities: [
    activated([restSelf()], [buffPower(target(0), 1)], {
      condition: { kind: 'graveyardCount', filter: { type: 'ALLY', notSubtype: 'HUMAN' }, min: 2 },
      targets: [targetAlly({ notSubtype: 'HUMAN' })],
    }),
  ],
});
