import { activated, banishSelf, cardScript, drawIntoMemory, loseAllAbilities, objectSet, payReserve, setElement } from '../../define.js';

export default cardScript('heirloom-of-spectra', {
  abilities: [
    {
      kind: 'activated', costs: [banishSelf()], speed: 'fast', effects: [],
      modes: [
        { effects: [{ op: 'staticCharacteristics', set: objectSet('allObjects'), cards: { zone: 'memory', whose: 'opponents' }, changes: [setElement('NORM'), loseAllAbilities()], duration: 'untilEndOfTurn' }] },
        { effects: [{ op: 'banishLineageCard', filter: { subtype: 'CURSE' } }] },
      ],
    },
    activated([payReserve(3), banishSelf()], [drawIntoMemory(1)]),
  ],
});
