import { activated, cardScript, load, restSelf, target, targetWeapon } from '../../define.js';

export default cardScript('plated-bullet', {
  keywords: ['renewable'],
  abilities: [activated([restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'GUN', loaded: false })] })],
});
