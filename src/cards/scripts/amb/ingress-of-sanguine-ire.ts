import { cardScript, drawIntoMemory, ifThen, not, staticAbility } from '../../define.js';

export default cardScript('ingress-of-sanguine-ire', {
  abilities: [staticAbility({ kind: 'activateOnly' }, { kind: 'opponentsPhase', phase: 'end' })],
  onResolve: [
    { op: 'attackBonus', scope: 'championNextTurnFirst', amount: 3 },
    ifThen(not({ kind: 'championDamagedThisTurn', min: 1 }), [drawIntoMemory(2)]),
  ],
});
