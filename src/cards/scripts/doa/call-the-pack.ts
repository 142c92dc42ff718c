import { cardScript, classBonus, staticAbility } from '../../define.js';

// One Beast ally card for each Animal ally you control (counted as it resolves); those put enter together.
export default cardScript('call-the-pack', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  onResolve: [{
    op: 'scaled', x: { of: 'controlled', filter: { type: 'ALLY', subtype: 'ANIMAL' } },
    effect: { op: 'handToField', filter: { type: 'ALLY', subtype: 'BEAST' }, count: 0 },
  }],
});
