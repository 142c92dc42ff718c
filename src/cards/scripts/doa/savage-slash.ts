import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('savage-slash', { abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
