import { cardScript, staticAbility, targetActivation, yourChampion } from '../../define.js';

export default cardScript('profane-bindings', {
  targets: [targetActivation()],
  // The negated card is banished; then this card goes to the bottom of your champion's lineage (not to the graveyard).
  onResolve: [{ op: 'negate', target: 0, banish: true }, { op: 'selfIntoLineage', champion: yourChampion() }],
  // Inherited Effect: the champion whose lineage holds it has 5 less life.
  abilities: [{ ...staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: -5 }), inherited: true }],
});
