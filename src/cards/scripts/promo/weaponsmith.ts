import { atBeginningOfYourRecollection, classBonus, cardScript, putCounters, target, targetWeapon, triggered } from '../../define.js';

export default cardScript('weaponsmith', {
  abilities: [
    triggered(atBeginningOfYourRecollection(), [putCounters(target(0), 'durability', 1)], { condition: classBonus(), targets: [targetWeapon({ controller: 'you' })] }),
  ],
});
