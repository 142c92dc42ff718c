import { cardScript, destroy, staticAbility, target } from '../../define.js';

export default cardScript('break-apart', {
  // 2 more when the declared target is a regalia (effects/target-costs.ts).
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: 2, onTargets: true }, { kind: 'targetMatches', index: 0, filter: { supertype: 'REGALIA' } })],
  targets: [{ kind: 'object', anyType: ['ITEM', 'WEAPON'] }],
  onResolve: [destroy(target(0))],
});
