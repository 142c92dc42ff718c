import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('lone-gunslinger', { keywordValues: { ranged: 1 }, abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
