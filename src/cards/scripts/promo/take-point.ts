import { cardScript, classBonus, staticAbility, yourChampion } from '../../define.js';

export default cardScript('take-point', {
  onResolve: [{ op: 'grantKeyword', subject: yourChampion(), keyword: 'taunt', duration: 'untilYourNextTurn' }],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
