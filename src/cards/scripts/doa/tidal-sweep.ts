import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('tidal-sweep', { keywords: ['cleave'], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
