import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('harvest-herbs', { onResolve: [{ op: 'gather' }], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
