import { buffPower, classBonus, defineCard, ifThen, putCounters, reserve, target, targetWeapon } from '../../define.js';

export default defineCard(
  { slug: 'hone-by-fire', name: 'Hone by Fire', types: ['ACTION'], subtypes: ['WARRIOR', 'SWORD', 'CRAFT'], classes: ['WARRIOR'], element: 'FIRE', cost: reserve(2), speed: true },
  { targets: [targetWeapon({ controller: 'you', subtype: 'SWORD' })], onResolve: [buffPower(target(0), 2), ifThen(classBonus(), [putCounters(target(0), 'durability', 1)])] },
);
