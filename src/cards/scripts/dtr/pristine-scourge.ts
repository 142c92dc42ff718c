import { cardScript, championBonus, ifThen, staticAbility, targetPlayer } from '../../define.js';

export default cardScript('pristine-scourge', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perTally: { tally: { of: 'omens' }, max: 2 } }, championBonus('Ciel'))],
  targets: [targetPlayer({ controller: 'opponent' })],
  onResolve: [
    { op: 'lookAndDiscard', target: 0, zone: 'memory' },
    // A second card from the same memory with five or more different reserve costs among your omens.
    ifThen({ kind: 'tally', tally: { of: 'omenReserveCosts' }, min: 5 }, [{ op: 'lookAndDiscard', target: 0, zone: 'memory' }]),
  ],
});
