import { classBonus, defineCard, onAttack, putCounters, reserve, target, targetAlly, triggered } from '../../define.js';

export default defineCard(
  { slug: 'raised-slash', name: 'Raised Slash', types: ['ATTACK'], subtypes: ['WARRIOR', 'SUITED', 'SWORD'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(3), power: 3 },
  {
    abilities: [
      triggered(onAttack(), [putCounters(target(0), 'buff', 1), putCounters(target(1), 'buff', 1)], {
        condition: classBonus(),
        targets: [targetAlly({ controller: 'you', subtype: 'SUITED', optional: true }), targetAlly({ controller: 'you', subtype: 'SUITED', optional: true })],
      }),
    ],
  },
);
