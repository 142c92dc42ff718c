import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('kingdom-informant', { keywords: ['stealth'], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
