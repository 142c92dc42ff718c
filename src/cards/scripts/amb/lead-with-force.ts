import { cardScript, classBonus, ifThen, modifyLife, putCounters, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('lead-with-force', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetAlly()],
  onResolve: [
    modifyLife(target(0), 1),
    ifThen({ kind: 'targetMatches', index: 0, filter: { anySubtype: ['ANIMAL', 'BEAST'] } }, [putCounters(target(0), 'buff', 1)]),
  ],
});
