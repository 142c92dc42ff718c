import { cardScript, onDeath, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('shadecursed-hunter', {
  keywords: ['stealth'],
  keywordValues: { ranged: 5 },
  abilities: [
    triggered(onDeath(), [{ op: 'selfIntoLineage', champion: yourChampion() }]),
    // Inherited Effect: the champion whose lineage holds it has 2 less life.
    { ...staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: -2 }), inherited: true },
  ],
});
