import { cardScript, ifThen, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('sleety-retreat', {
  // Deluge 4.
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, { kind: 'graveyardCount', min: 4, element: 'WATER' })],
  targets: [targetUnit({ subtype: 'RANGER' })],
  onResolve: [
    { op: 'becomeDistant', subject: target(0) },
    ifThen({ kind: 'targetMatches', index: 0, defending: true }, [{ op: 'unlessPays', target: 0, amount: 2, payer: 'anOpponent', otherwise: [{ op: 'endCombatPhase' }] }]),
  ],
});
