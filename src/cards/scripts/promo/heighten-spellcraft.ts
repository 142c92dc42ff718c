import { cardScript, classBonus, empower, staticAbility } from '../../define.js';

export default cardScript('heighten-spellcraft', { onResolve: [empower(3)], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
