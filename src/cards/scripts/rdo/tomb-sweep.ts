import { cardScript, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('tomb-sweep', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, levelRestriction(1))],
  targets: [{ kind: 'graveyardCard' }],
  onResolve: [{ op: 'banishCard', target: 0 }],
});
