import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('warriors-longsword', { abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus())] });
