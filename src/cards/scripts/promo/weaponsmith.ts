import { atBeginningOfYourRecollection, classBonus, defineCard, putCounters, reserve, target, targetWeapon, triggered } from '../../define.js';

export default defineCard(
  { slug: 'weaponsmith', name: 'Weaponsmith', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(2), power: 1, life: 3 },
  {
    abilities: [
      triggered(atBeginningOfYourRecollection(), [putCounters(target(0), 'durability', 1)], { condition: classBonus(), targets: [targetWeapon({ controller: 'you' })] }),
    ],
  },
);
