import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('heavy-swing', { abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())] });
