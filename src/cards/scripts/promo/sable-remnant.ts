import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('sable-remnant', { keywords: ['floatingMemory'], abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus())] });
