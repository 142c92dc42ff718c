import { cardScript, staticAbility } from '../../define.js';

export default cardScript('violet-haze', {
  targets: [{ kind: 'champion' }],
  onResolve: [
    { op: 'becomeDistant', subject: { ref: 'objectsMatching', filter: {}, units: true, controller: 'you' } },
    { op: 'selfIntoLineage', champion: { ref: 'target', index: 0 } },
  ],
  // Inherited Effect: the champion whose lineage holds it has 2 less life.
  abilities: [{ ...staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: -2 }), inherited: true }],
});
