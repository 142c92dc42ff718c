import { cardScript, preventNextDamage, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('deflecting-edge', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, { kind: 'controlsCount', filter: { type: 'WEAPON', subtype: 'SWORD' }, min: 1 })],
  targets: [targetUnit()],
  onResolve: [preventNextDamage(target(0), 3, { damageType: 'combat' })],
});
