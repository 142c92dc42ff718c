import { buffPower, classBonus, cardScript, ifThen, putCounters, target, targetWeapon, yourChampion } from '../../define.js';

export default cardScript('sharpen-blade', { targets: [targetWeapon({ subtype: 'DAGGER' })], onResolve: [buffPower(target(0), 2), ifThen(classBonus(), [putCounters(yourChampion(), 'preparation', 1)])] });
