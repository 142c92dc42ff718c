import { cardScript, destroy, levelRestriction, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('excoriate', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, levelRestriction(2))],
  // Reserve cost 4 or less: an ally with a memory cost never qualifies (-1).
  targets: [targetAlly({ costAtMost: { memory: -1, reserve: 4 } })],
  onResolve: [destroy(target(0))],
});
