import { activated, cardScript, draw, load, onEnter, payReserve, restSelf, target, targetWeapon, triggered } from '../../define.js';

export default cardScript('focusing-round', {
  abilities: [
    triggered(onEnter(), [draw(1)]),
    activated([payReserve(2), restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'GUN', loaded: false })] }),
  ],
});
