import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('flame-rune-swordsman', { abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
