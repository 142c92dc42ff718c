import { activated, cardScript, load, payReserve, restSelf, target, targetWeapon } from '../../define.js';

export default cardScript('amorphous-missile', {
  keywords: ['renewable'],
  abilities: [activated([payReserve(1), restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'RANGER', loaded: false })] })],
});
