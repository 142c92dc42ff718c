import { cardScript, eventObject, ifThen, may, onHit, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('sinistre-stab', {
  abilities: [
    // With five or more omens it may go under the hit champion's lineage; with fewer it goes under your own champion's.
    triggered(onHit(), [ifThen({ kind: 'tally', tally: { of: 'omens' }, min: 5 },
      [may({ op: 'selfIntoLineage', champion: eventObject() })],
      [{ op: 'selfIntoLineage', champion: yourChampion() }])]),
    // Inherited Effect: the champion whose lineage holds it has 3 less life.
    { ...staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: -3 }), inherited: true },
  ],
});
