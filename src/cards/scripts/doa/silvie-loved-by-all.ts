import { cardScript, characteristics, gainKeyword, objectSet, staticAbility } from '../../define.js';

export default cardScript('silvie-loved-by-all', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'life', amount: 1, anySubtype: ['ANIMAL', 'BEAST'] }),
    // An ally that is both an Animal and a Beast gets intercept twice: redundant, as keywords are.
    staticAbility(characteristics([gainKeyword('intercept')], objectSet('yourAllies', { subtype: 'ANIMAL' }))),
    staticAbility(characteristics([gainKeyword('intercept')], objectSet('yourAllies', { subtype: 'BEAST' }))),
  ],
});
