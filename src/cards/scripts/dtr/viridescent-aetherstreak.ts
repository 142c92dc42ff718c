import { cardScript, classBonus, loadInto, staticAbility, target, targetUnit } from '../../define.js';
import type { Effect, Mode } from '../../vocabulary.js';

// Class Bonus: 1 less. Choose two (scripted as the three pairs, each resolving in printed order): up to one target
// unit becomes distant; each distant unit (as it resolves) has its next 2 damage this turn prevented; load this card
// into an Aetherwing weapon you control.
const distant: Effect = { op: 'becomeDistant', subject: target(0) };
const shield: Effect = { op: 'preventDamage', subject: { ref: 'objectsMatching', filter: {}, units: true, distant: true }, prevention: { kind: 'shield', amount: 2, duration: 'untilEndOfTurn' } };
const load: Effect = loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' });
const withTarget = (effects: Effect[]): Mode => ({ targets: [targetUnit({ optional: true })], effects });

export default cardScript('viridescent-aetherstreak', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  modes: [withTarget([distant, shield]), withTarget([distant, load]), { effects: [shield, load] }],
});
