import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('cyclical-breeze', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  targets: [{ kind: 'graveyardCard', controller: 'you', element: 'WIND', subtypes: ['SPELL'] }],
  onResolve: [{ op: 'returnFromGraveyard', filter: {}, target: 0 }],
});
