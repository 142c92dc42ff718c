import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('galewhisper-rogue', { abilities: [staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus())] });
