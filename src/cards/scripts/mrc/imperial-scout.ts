import { cardScript, may, mill, triggered, whenever } from '../../define.js';

export default cardScript('imperial-scout', {
  keywordValues: { ranged: 2 },
  abilities: [triggered(whenever('becomesDistant', { self: true }), [may(mill(2, 'you'))])],
});
