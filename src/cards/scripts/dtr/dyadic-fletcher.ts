import { cardScript, classBonus, self, triggered, whenever } from '../../define.js';

export default cardScript('dyadic-fletcher', {
  keywordValues: { ranged: 2 },
  abilities: [
    triggered(whenever('activates', { who: 'you', subtype: 'AETHERCHARGE', nthOfTurn: 2 }), [{ op: 'becomeDistant', subject: self() }], { condition: classBonus() }),
  ],
});
