import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('drowned-cut', { abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
