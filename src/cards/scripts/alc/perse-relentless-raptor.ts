import { activated, cardScript, restSelf, suppress, target } from '../../define.js';

export default cardScript('perse-relentless-raptor', {
  keywordValues: { ranged: 2 },
  abilities: [
    activated([restSelf()], [suppress(target(0))], { condition: { kind: 'selfDistant' }, targets: [{ kind: 'object', anyType: ['ALLY', 'ITEM', 'WEAPON'] }] }),
  ],
});
