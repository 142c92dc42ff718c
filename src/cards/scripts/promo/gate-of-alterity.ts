import { activated, cardScript, restSelf, staticAbility, yourChampion } from '../../define.js';

// Rest: it goes to the bottom of your champion's lineage, then a class is chosen for it; as an Inherited Effect the
// champion is that class too (nothing before the choice).
export default cardScript('gate-of-alterity', {
  abilities: [
    activated([restSelf()], [{ op: 'selfIntoLineage', champion: yourChampion() }, { op: 'chooseClass' }]),
    { ...staticAbility({ kind: 'chosenClass' }), inherited: true },
  ],
});
