import { cardScript, self, triggered, whenever } from '../../define.js';

export default cardScript('liu-bei-oathkeeper', {
  keywordValues: { ranged: 2 },
  abilities: [triggered(whenever('becomesDistant', { who: 'you', other: true }), [{ op: 'becomeDistant', subject: self() }])],
});
