import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('mistral-ranger', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, { kind: 'activatedThisTurn', subtype: 'AETHERCHARGE' }),
    staticAbility({ kind: 'ranged', amount: 2 }, classBonus()),
  ],
});
