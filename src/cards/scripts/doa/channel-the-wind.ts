import { classBonus, cardScript, putCounters, staticAbility, yourChampion } from '../../define.js';

export default cardScript('channel-the-wind', { onResolve: [putCounters(yourChampion(), 'enlighten', 1)], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
