import { cardScript, classBonus, empower, staticAbility } from '../../define.js';

// Empower instances add up within the turn: Empower 4 plus Empower 1 for each fire card banished.
export default cardScript('sacred-engulfment', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  onResolve: [
    { op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 'any', each: [empower(1)] },
    empower(4),
  ],
});
