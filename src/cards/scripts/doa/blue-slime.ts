import { cardScript, classBonus, putCounters, self, triggered, whenever } from '../../define.js';

export default cardScript('blue-slime', {
  keywordValues: { pride: 4 },
  abilities: [triggered(whenever('dealtDamage', { self: true }), [putCounters(self(), 'buff', 1)], { condition: classBonus() })],
});
