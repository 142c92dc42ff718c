import { buffPower, classBonus, cardScript, onEnter, target, targetAlly, triggered } from '../../define.js';

export default cardScript('ornamental-greatsword', { abilities: [triggered(onEnter(), [buffPower(target(0), 1)], { condition: classBonus(), targets: [targetAlly({ controller: 'you' })] })] });
