import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('incapacitate', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  targets: [{ kind: 'activation', cardType: 'ACTION' }],
  onResolve: [{ op: 'negate', target: 0 }],
});
