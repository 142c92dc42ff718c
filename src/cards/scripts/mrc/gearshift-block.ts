import { cardScript, classBonus, preventNextInstance, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('gearshift-block', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetAlly({ controller: 'you' })],
  onResolve: [preventNextInstance(target(0), 'all')],
});
