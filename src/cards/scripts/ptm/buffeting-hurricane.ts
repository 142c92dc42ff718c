import { cardScript, classBonus, dealDamage, drawIntoMemory, onEnter, target, triggered, whenever } from '../../define.js';

export default cardScript('buffeting-hurricane', {
  abilities: [
    triggered(onEnter(), [drawIntoMemory(1)], { condition: classBonus() }),
    triggered(whenever('suppresses', { who: 'you' }), [dealDamage(target(0), 2)], { condition: classBonus(), targets: [{ kind: 'champion' }] }),
  ],
});
