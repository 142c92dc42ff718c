import { classBonus, defineCard, ifThen, mill, putCounters, reserve, targetPlayer, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'set-the-traps', name: 'Set the Traps', types: ['ACTION'], subtypes: ['ASSASSIN', 'SKILL'], classes: ['ASSASSIN'], element: 'WATER', cost: reserve(2), speed: false },
  { targets: [targetPlayer()], onResolve: [mill(2, { ref: 'target', index: 0 }), ifThen(classBonus(), [putCounters(yourChampion(), 'preparation', 1)])] },
);
