import { cardScript, classBonus, staticAbility, yourChampion } from '../../define.js';

export default cardScript('undercurrent-vantage', {
  onResolve: [{ op: 'glimpse', count: 3 }, { op: 'becomeDistant', subject: yourChampion() }],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
