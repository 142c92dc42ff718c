import { cardScript, classBonus, onEnter, target, targetAlly, triggered } from '../../define.js';

export default cardScript('caretaker-horse', {
  abilities: [
    triggered(onEnter(), [{ op: 'foster', subject: target(0) }], { condition: classBonus(), targets: [targetAlly({ controller: 'you', other: true })] }),
  ],
});
