import { cardScript, classBonus, putCounters, self, whenever } from '../../define.js';

export default cardScript('engineered-slime', {
  keywordValues: { pride: 2 },
  abilities: [
    {
      kind: 'triggered',
      trigger: whenever('sacrificed', { who: 'you', subtype: 'POWERCELL' }),
      condition: classBonus(),
      effects: [],
      modes: [
        { effects: [putCounters(self(), 'buff', 1)] },
        { effects: [{ op: 'grantKeyword', subject: self(), keyword: 'spellshroud', duration: 'untilEndOfTurn' }] },
      ],
    },
  ],
});
