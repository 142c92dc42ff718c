import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('windrider-vanguard', { abilities: [staticAbility({ kind: 'keyword', keyword: 'vigor' }, classBonus())] });
