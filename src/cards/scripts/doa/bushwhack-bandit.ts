import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('bushwhack-bandit', {
  keywordValues: { critical: 1 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'critical' }, classBonus())],
});
