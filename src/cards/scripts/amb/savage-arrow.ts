import { activated, cardScript, load, restSelf, target, targetWeapon } from '../../define.js';

export default cardScript('savage-arrow', {
  keywords: ['floatingMemory'],
  abilities: [activated([restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'BOW', loaded: false })] })],
});
