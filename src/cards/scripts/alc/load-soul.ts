import { cardScript, ifThen, may, staticAbility, yourChampion } from '../../define.js';

const gun = { type: 'WEAPON' as const, subtype: 'GUN' };

export default cardScript('load-soul', {
  onResolve: [
    { op: 'materializeFromMaterialDeck', filter: { subtype: 'BULLET' } },
    // Only with a Gun to put the counters on can it be done, and only then does the card go into the lineage.
    ifThen({ kind: 'controlsCount', filter: gun, min: 1 }, [
      may({ op: 'countersOnChosen', filter: gun, counter: 'durability', count: 2 }, { op: 'selfIntoLineage', champion: yourChampion() }),
    ]),
  ],
  // Inherited Effect: the champion whose lineage holds it has 2 less life.
  abilities: [{ ...staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: -2 }), inherited: true }],
});
