import { classBonus, defineCard, ifThen, modifyLife, putCounters, reserve, target, targetAlly, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'sage-protection', name: 'Sage Protection', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'WIND', cost: reserve(2), speed: true },
  {
    targets: [targetAlly({ optional: true }), targetAlly({ optional: true }), targetAlly({ optional: true })],
    onResolve: [
      modifyLife(target(0), 1),
      modifyLife(target(1), 1),
      modifyLife(target(2), 1),
      ifThen(classBonus(), [putCounters(yourChampion(), 'enlighten', 1)]),
    ],
  },
);
