import { cardScript, classBonus, preventNextDamage, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('diffusive-block', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, { kind: 'controlsCount', filter: { type: 'ITEM', subtype: 'SHIELD' }, min: 1 }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
  targets: [targetUnit()],
  onResolve: [preventNextDamage(target(0), 2)],
});
