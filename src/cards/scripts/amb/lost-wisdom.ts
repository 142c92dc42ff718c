import { allOf, cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('lost-wisdom', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, allOf(classBonus(), { kind: 'controlsCount', filter: { type: 'ALLY', supertype: 'UNIQUE' }, min: 1 }))],
  onResolve: [{ op: 'returnFromGraveyard', filter: { subtype: 'SPELL' }, to: 'memory' }],
});
