import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('valiant-protector', { abilities: [staticAbility({ kind: 'keyword', keyword: 'bulwark' }, classBonus())] });
