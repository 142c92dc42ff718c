import { allOf, cardScript, championBonus, staticAbility } from '../../define.js';

export default cardScript('harrow-the-saved', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 }, allOf(championBonus('Alice'), { kind: 'lineageCount', filter: { subtype: 'CURSE' }, min: 1 }))],
  onResolve: [{ op: 'banishmentToGraveyard', filter: { subtype: 'SPECTER' }, recoverEach: true }],
});
