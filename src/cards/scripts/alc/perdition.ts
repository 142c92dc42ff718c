import { becomes, cardScript, classBonus, dealDamage, onDeath, staticAbility, targetPlayer, triggered } from '../../define.js';
import type { Subject } from '../../vocabulary.js';

// Class Bonus: 2 less. Each ally of the target opponent gains, this turn, an On Death dealing 1 damage to each unit
// its controller controls; then 1 damage to each ally of that opponent.
const theirAllies: Subject = { ref: 'targetPlayerUnits', index: 0, allies: true };

export default cardScript('perdition', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  targets: [targetPlayer({ controller: 'opponent' })],
  onResolve: [
    becomes(theirAllies, [{ kind: 'gainAbility', ability: triggered(onDeath(), [dealDamage({ ref: 'objectsMatching', filter: {}, units: true, controller: 'you' }, 1)]) }], 'untilEndOfTurn'),
    dealDamage(theirAllies, 1),
  ],
});
