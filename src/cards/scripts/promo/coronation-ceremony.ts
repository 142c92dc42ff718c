import { cardScript, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('coronation-ceremony', {
  // 2 less when the declared target is a unique ally (effects/target-costs.ts).
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2, onTargets: true }, { kind: 'targetMatches', index: 0, filter: { type: 'ALLY', supertype: 'UNIQUE' } })],
  targets: [targetUnit()],
  onResolve: [{ op: 'grantKeyword', subject: target(0), keyword: 'spellshroud', duration: 'untilEndOfTurn' }],
});
