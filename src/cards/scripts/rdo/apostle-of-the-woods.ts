import { becomes, cardScript, classBonus, ifThen, onEnter, putCounters, self, triggered } from '../../define.js';

export default cardScript('apostle-of-the-woods', {
  keywordValues: { pride: 3 },
  abilities: [
    triggered(onEnter(), [
      becomes(self(), [{ kind: 'loseKeywordValue', keyword: 'pride' }], 'untilEndOfTurn'),
      ifThen({ kind: 'opponentUnits', min: 3 }, [putCounters(self(), 'buff', 1)]),
    ], { condition: classBonus() }),
  ],
});
