import { allOf, cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('acolyte-of-cultivation', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 }, allOf(classBonus(), { kind: 'activatedThisTurn', subtype: 'SPELL' }))],
});
