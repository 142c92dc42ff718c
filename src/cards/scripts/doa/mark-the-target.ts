import { classBonus, dealDamage, cardScript, ifThen, putCounters, target, targetUnit, yourChampion } from '../../define.js';

export default cardScript('mark-the-target', { targets: [targetUnit()], onResolve: [dealDamage(target(0), 1), ifThen(classBonus(), [putCounters(yourChampion(), 'preparation', 1)])] });
