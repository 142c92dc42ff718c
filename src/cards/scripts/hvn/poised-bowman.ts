import { cardScript, onEnter, self, triggered } from '../../define.js';

export default cardScript('poised-bowman', {
  keywordValues: { ranged: 3 },
  abilities: [triggered(onEnter(), [{ op: 'grantKeyword', subject: self(), keyword: 'vigor', duration: 'untilEndOfTurn' }])],
});
