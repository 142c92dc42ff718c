import { classBonus, cardScript, modifyLevel, staticAbility, yourChampion } from '../../define.js';

export default cardScript('cram-session', { onResolve: [modifyLevel(yourChampion(), 1)], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
