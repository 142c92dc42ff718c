import { buffPower, classBonus, cardScript, ifThen, putCounters, target, targetWeapon } from '../../define.js';

export default cardScript('hone-by-fire', { targets: [targetWeapon({ controller: 'you', subtype: 'SWORD' })], onResolve: [buffPower(target(0), 2), ifThen(classBonus(), [putCounters(target(0), 'durability', 1)])] });
