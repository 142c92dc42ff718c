import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('ordinary-bear', {
  keywordValues: { pride: 2 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
