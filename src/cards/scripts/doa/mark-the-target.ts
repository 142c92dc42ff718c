import { classBonus, dealDamage, defineCard, ifThen, putCounters, reserve, target, targetUnit, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'mark-the-target', name: 'Mark the Target', types: ['ACTION'], subtypes: ['ASSASSIN', 'RANGER', 'SKILL'], classes: ['ASSASSIN', 'RANGER'], element: 'FIRE', cost: reserve(1), speed: true },
  { targets: [targetUnit()], onResolve: [dealDamage(target(0), 1), ifThen(classBonus(), [putCounters(yourChampion(), 'preparation', 1)])] },
);
