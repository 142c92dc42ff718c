import { cardScript, dealDamage, mill, may, onEnter, target, targetAlly, targetPlayer, triggered, whenever } from '../../define.js';

export default cardScript('wuji-of-lingering-fate', {
  abilities: [
    triggered(onEnter(), [dealDamage(target(0), 3)], { targets: [targetAlly({ rested: true, controller: 'opponent' })] }),
    triggered(whenever('currentsChange', { who: 'you', from: 'west', to: 'east' }), [may({ op: 'sacrificeSelf', then: [mill(3, { ref: 'target', index: 0 })] })], {
      targets: [targetPlayer()],
    }),
  ],
});
