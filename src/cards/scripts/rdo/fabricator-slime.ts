import { activated, cardScript, classBonus, restSelf, staticAbility, summonToken } from '../../define.js';

export default cardScript('fabricator-slime', {
  keywordValues: { pride: 3 },
  abilities: [
    staticAbility({ kind: 'entersWithCounters', counter: 'buff', count: 1 }),
    activated([restSelf()], [{ op: 'scaled', x: { of: 'selfCounters', counter: 'buff' }, atMost: 3, effect: summonToken('baby-slime', 0) }], { condition: classBonus() }),
  ],
});
