import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('dewdrop-hares', { abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
