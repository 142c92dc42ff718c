import { cardScript, ingredient, yourChampion } from '../../define.js';

export default cardScript('hide-in-bush', {
  brew: [ingredient(4, { subtype: 'HERB' })],
  onResolve: [{ op: 'grantKeyword', subject: yourChampion(), keyword: 'stealth', duration: 'untilEndOfTurn' }],
});
