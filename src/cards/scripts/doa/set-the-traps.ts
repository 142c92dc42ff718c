import { classBonus, cardScript, ifThen, mill, putCounters, targetPlayer, yourChampion } from '../../define.js';

export default cardScript('set-the-traps', { targets: [targetPlayer()], onResolve: [mill(2, { ref: 'target', index: 0 }), ifThen(classBonus(), [putCounters(yourChampion(), 'preparation', 1)])] });
