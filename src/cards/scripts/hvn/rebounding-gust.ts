import { cardScript, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('rebounding-gust', {
  // 2 less while the declared target is the attacking ally (effects/target-costs.ts).
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2, onTargets: true }, { kind: 'targetAttacking', index: 0 })],
  targets: [targetAlly()],
  onResolve: [{ op: 'returnToZone', subject: target(0), zone: 'memory' }],
});
