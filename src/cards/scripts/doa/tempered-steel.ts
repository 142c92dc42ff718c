import { cardScript, putCounters, target, targetWeapon } from '../../define.js';

export default cardScript('tempered-steel', { keywords: ['floatingMemory'], targets: [targetWeapon({ controller: 'you' })], onResolve: [putCounters(target(0), 'durability', 1)] });
