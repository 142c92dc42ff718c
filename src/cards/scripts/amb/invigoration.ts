import { cardScript, classBonus, putCounters, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('invigoration', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  targets: [targetAlly({ rested: true })],
  onResolve: [{ op: 'scaled', x: { of: 'championLevel' }, effect: putCounters(target(0), 'buff', 0) }],
});
