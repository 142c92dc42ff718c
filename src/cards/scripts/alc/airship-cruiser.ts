import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('airship-cruiser', { keywordValues: { ranged: 2 }, abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
