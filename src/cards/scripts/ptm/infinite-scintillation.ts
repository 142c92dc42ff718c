import { cardScript, dealDamage, sheen, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('infinite-scintillation', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, sheen(6))],
  targets: [targetUnit()],
  onResolve: [
    { op: 'moveCountersToMastery', subject: target(0), counter: 'sheen', movedAsX: true },
    { op: 'scaled', x: { of: 'x' }, plus: 1, effect: dealDamage(target(0), 0) },
  ],
});
