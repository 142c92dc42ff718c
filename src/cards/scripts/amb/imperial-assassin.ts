import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('imperial-assassin', { abilities: [staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus())] });
