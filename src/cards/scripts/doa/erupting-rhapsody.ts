import { cardScript, ifThen, modifyLevel, yourChampion } from '../../define.js';

export default cardScript('erupting-rhapsody', {
  onResolve: [
    { op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 'any', each: [modifyLevel(yourChampion(), 1)] },
    // Harmonize: a Melody card activated this turn; LV as it is then (the levels just gained count).
    ifThen({ kind: 'activatedThisTurn', subtype: 'MELODY' }, [{ op: 'scaled', x: { of: 'championLevel' }, effect: { op: 'splitDamage', amount: 0 } }]),
  ],
});
