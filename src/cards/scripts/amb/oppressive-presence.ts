import { cardScript, staticAbility } from '../../define.js';

// X is worked out once, as it resolves: the greatest power among your fire allies then.
export default cardScript('oppressive-presence', {
  abilities: [staticAbility({ kind: 'activateOnly' }, { kind: 'opponentsPhase', phase: 'recollection' })],
  onResolve: [{ op: 'scaled', x: { of: 'greatestPower', filter: { type: 'ALLY', element: 'FIRE' } }, effect: { op: 'attackTax', amount: 0, attackers: 'allies' } }],
});
