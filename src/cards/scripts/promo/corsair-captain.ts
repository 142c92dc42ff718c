import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('corsair-captain', {
  keywordValues: { ranged: 2 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
