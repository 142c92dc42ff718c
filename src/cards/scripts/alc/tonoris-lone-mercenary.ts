import { cardScript, onEnter, self, triggered } from '../../define.js';

export default cardScript('tonoris-lone-mercenary', {
  abilities: [triggered(onEnter(), [{ op: 'grantKeyword', subject: self(), keyword: 'taunt', duration: 'untilYourNextTurn' }])],
});
