import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('slash-and-burn', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  onResolve: [{ op: 'gather' }, { op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 3, each: [{ op: 'gather' }] }],
});
