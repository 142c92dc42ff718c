import { activated, cardScript, load, restSelf, target, targetWeapon } from '../../define.js';

export default cardScript('steel-slug', {
  keywords: ['renewable'],
  abilities: [activated([restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'GUN', loaded: false })] })],
});
