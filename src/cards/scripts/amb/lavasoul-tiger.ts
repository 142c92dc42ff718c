import { becomes, cardScript, classBonus, onEnter, self, triggered } from '../../define.js';

export default cardScript('lavasoul-tiger', {
  keywordValues: { pride: 3 },
  abilities: [
    triggered(onEnter(), [{
      op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 2, exactly: true,
      then: [becomes(self(), [{ kind: 'loseKeywordValue', keyword: 'pride' }], 'untilEndOfTurn')],
    }], { condition: classBonus() }),
  ],
});
