import { allOf, cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('besieged-slash', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, allOf(classBonus(), { kind: 'opponentUnits', min: 3 }))],
});
