import { cardScript, putCounters, target, targetWeapon } from '../../define.js';

export default cardScript('refurbish', { targets: [targetWeapon({ controller: 'you', subtype: 'SWORD' })], onResolve: [putCounters(target(0), 'durability', 2)] });
