import { buffPower, classBonus, cardScript, onEnter, target, targetAlly, triggered } from '../../define.js';

export default cardScript('flamelash-beastmaster', {
  abilities: [triggered(onEnter(), [buffPower(target(0), 3)], { condition: classBonus(), targets: [targetAlly({ controller: 'you', subtype: 'BEAST' })] })],
});
