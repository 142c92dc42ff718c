import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('waverider-protector', { abilities: [staticAbility({ kind: 'keyword', keyword: 'taunt' }, classBonus()), staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
