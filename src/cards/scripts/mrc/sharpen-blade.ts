import { buffPower, classBonus, defineCard, ifThen, putCounters, reserve, target, targetWeapon, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'sharpen-blade', name: 'Sharpen Blade', types: ['ACTION'], subtypes: ['ASSASSIN', 'SKILL'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(2), speed: false },
  { targets: [targetWeapon({ subtype: 'DAGGER' })], onResolve: [buffPower(target(0), 2), ifThen(classBonus(), [putCounters(yourChampion(), 'preparation', 1)])] },
);
