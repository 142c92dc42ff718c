import { activated, cardScript, championBonus, onEnter, payReserve, restSelf, self, target, targetAlly, transform, triggered } from '../../define.js';

export default cardScript('cyclonic-fatestone', {
  keywords: ['fastActivation'],
  abilities: [
    triggered(onEnter(), [{ op: 'suppress', subject: target(0) }], { targets: [targetAlly({ controller: 'opponent', attacking: true })] }),
    activated([payReserve(3), restSelf()], [transform(self())], { condition: championBonus('Guo Jia') }),
  ],
});
