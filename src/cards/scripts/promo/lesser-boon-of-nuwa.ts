import { buffPower, cardScript, generate, target, targetWeapon, triggered, whenever } from '../../define.js';

export default cardScript('lesser-boon-of-nuwa', {
  keywords: ['classLocked'],
  onResolve: [generate('refurbish', 1, 'memory')],
  abilities: [triggered(whenever('activates', { who: 'you', subtype: 'CRAFT' }), [buffPower(target(0), 1)], { targets: [targetWeapon()] })],
});
