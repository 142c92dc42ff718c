import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('seafaring-mercenary', { abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
