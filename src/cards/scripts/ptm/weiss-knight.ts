import { cardScript, commandedWill, keywordsWith, self, triggered, whenever } from '../../define.js';

export default cardScript('weiss-knight', {
  ...keywordsWith(commandedWill(1)),
  abilities: [
    triggered(whenever('activates', { who: 'you', subtype: 'COMMAND', anySubtype: ['CHESSMAN'] }),
      [{ op: 'grantKeyword', subject: self(), keyword: 'unblockable', duration: 'untilEndOfTurn' }]),
  ],
});
