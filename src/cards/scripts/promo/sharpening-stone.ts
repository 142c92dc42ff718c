import { activated, banishSelf, buffPower, cardScript, draw, target, targetWeapon } from '../../define.js';

export default cardScript('sharpening-stone', {
  abilities: [
    activated([banishSelf()], [buffPower(target(0), 1), draw(1)], { targets: [targetWeapon({ controller: 'you', anySubtype: ['DAGGER', 'SWORD'], optional: true })] }),
  ],
});
