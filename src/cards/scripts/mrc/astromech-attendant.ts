import { cardScript, classBonus, drawIntoMemory, onEnter, triggered, whenever } from '../../define.js';

export default cardScript('astromech-attendant', {
  abilities: [
    triggered(onEnter(), [{ op: 'gatherTimes', count: 3 }], { condition: classBonus() }),
    triggered(whenever('brews', { who: 'you', subtype: 'POTION' }), [drawIntoMemory(1)]),
  ],
});
