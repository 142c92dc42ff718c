import { becomes, cardScript, classBonus, loseAllAbilities, onEnter, self, triggered } from '../../define.js';

export default cardScript('capricious-lynx', {
  keywordValues: { pride: 4 },
  abilities: [triggered(onEnter(), [becomes(self(), [loseAllAbilities()], 'untilEndOfTurn')], { condition: classBonus() })],
});
