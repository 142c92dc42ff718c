import { cardScript, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('flowing-oubli', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, levelRestriction(1))],
  onResolve: [{ op: 'sortTopCards', count: 2, places: ['omen', 'bottom'] }],
});
