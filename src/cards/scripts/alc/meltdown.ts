import { cardScript, destroy, levelRestriction, staticAbility, target } from '../../define.js';

export default cardScript('meltdown', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, levelRestriction(2))],
  targets: [{ kind: 'object', anyType: ['DOMAIN', 'ITEM', 'WEAPON'] }],
  onResolve: [destroy(target(0))],
});
