import { cardScript, putCounters, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('fortifying-aroma', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perControlled: { subtype: 'HERB' } })],
  targets: [targetAlly()],
  onResolve: [putCounters(target(0), 'buff', 2)],
});
