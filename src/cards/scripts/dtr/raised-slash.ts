import { classBonus, cardScript, onAttack, putCounters, target, targetAlly, triggered } from '../../define.js';

export default cardScript('raised-slash', {
  abilities: [
    triggered(onAttack(), [putCounters(target(0), 'buff', 1), putCounters(target(1), 'buff', 1)], {
      condition: classBonus(),
      targets: [targetAlly({ controller: 'you', subtype: 'SUITED', optional: true }), targetAlly({ controller: 'you', subtype: 'SUITED', optional: true })],
    }),
  ],
});
