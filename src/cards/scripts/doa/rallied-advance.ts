import { classBonus, cardScript, onAttack, target, targetAlly, triggered } from '../../define.js';

export default cardScript('rallied-advance', { abilities: [triggered(onAttack(), [{ op: 'wakeUp', subject: target(0) }], { condition: classBonus(), targets: [targetAlly({ controller: 'you' })] })] });
