import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('vigil-rempart', { abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, classBonus())] });
