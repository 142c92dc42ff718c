import { banishSelf, buffPower, cardScript, classBonus, payReserve, target } from '../../define.js';

export default cardScript('sword-saint-of-everflame', {
  abilities: [{
    kind: 'activated', fromGraveyard: true, speed: 'fast', costs: [payReserve(2), banishSelf()], condition: classBonus(),
    targets: [{ kind: 'object', anyType: ['WEAPON', 'ALLY'], element: 'FIRE' }],
    effects: [buffPower(target(0), 2)],
  }],
});
