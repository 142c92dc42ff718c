import { allOf, cardScript, classBonus, onEnter, putCounters, self, triggered } from '../../define.js';

export default cardScript('sword-saint-of-eveswind', {
  abilities: [triggered(onEnter(), [putCounters(self(), 'buff', 2)], { condition: allOf(classBonus(), { kind: 'selfFromBanishment' }) })],
});
