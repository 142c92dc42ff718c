import { cardScript, classBonus, onEnter, putCounters, self, triggered, whenever } from '../../define.js';

export default cardScript('imperial-alchemist', {
  abilities: [
    triggered(onEnter(), [{ op: 'gather' }], { condition: classBonus() }),
    triggered(whenever('brews', { who: 'you', subtype: 'POTION' }), [putCounters(self(), 'buff', 1)]),
  ],
});
