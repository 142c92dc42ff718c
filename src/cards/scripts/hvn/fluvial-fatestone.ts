import { activated, cardScript, championBonus, mill, modifyLife, onEnter, payReserve, restSelf, self, target, targetAlly, transform, triggered } from '../../define.js';

export default cardScript('fluvial-fatestone', {
  keywords: ['fastActivation'],
  abilities: [
    triggered(onEnter(), [modifyLife(target(0), 2)], { targets: [targetAlly({ controller: 'you' })] }),
    activated([payReserve(4), restSelf()], [mill(2, 'you'), transform(self())], { condition: championBonus('Guo Jia') }),
  ],
});
