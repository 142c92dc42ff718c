import { cardScript, classBonus, drawIntoMemory, triggered, whenever } from '../../define.js';

export default cardScript('renascent-sharpshooter', {
  keywordValues: { ranged: 1 },
  abilities: [triggered(whenever('becomesDistant', { self: true }), [drawIntoMemory(1)], { condition: classBonus() })],
});
