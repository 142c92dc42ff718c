import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('automaton-bomber', { keywordValues: { ranged: 4 }, abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
