import { cardScript, onEnter, putCounters, self, triggered } from '../../define.js';

export default cardScript('zander-corhazis-chosen', {
  abilities: [
    triggered(onEnter(), [
      { op: 'grantKeyword', subject: self(), keyword: 'stealth', duration: 'untilYourNextTurn' },
      { op: 'grantKeyword', subject: self(), keyword: 'spellshroud', duration: 'untilYourNextTurn' },
      putCounters(self(), 'preparation', 1),
    ]),
  ],
});
