import { becomeFostered, cardScript, classBonus, onEnter, target, targetAlly, triggered } from '../../define.js';

export default cardScript('accompanying-guard', {
  abilities: [triggered(onEnter(), [becomeFostered(target(0))], { condition: classBonus(), targets: [targetAlly({ controller: 'you', other: true })] })],
});
