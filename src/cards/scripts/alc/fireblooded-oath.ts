import { atBeginningOfNextEndPhase, cardScript, classBonus, staticAbility } from '../../define.js';

// Paid with three fire cards banished from your graveyard too; your champion levels up now and delevels as the next end phase begins.
export default cardScript('fireblooded-oath', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  banishAsCost: { anyOf: [{ element: 'FIRE' }], count: 3 },
  onResolve: [{ op: 'levelUp' }, atBeginningOfNextEndPhase([{ op: 'delevel', who: 'you' }])],
});
