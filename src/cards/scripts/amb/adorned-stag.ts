import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('adorned-stag', { abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())] });
