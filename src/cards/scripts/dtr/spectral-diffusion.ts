import { cardScript, staticAbility, yourChampion } from '../../define.js';

export default cardScript('spectral-diffusion', {
  onResolve: [
    { op: 'grantKeyword', subject: yourChampion(), keyword: 'spellshroud', duration: 'untilEndOfTurn' },
    { op: 'grantKeyword', subject: { ref: 'yourEphemeralObjects' }, keyword: 'spellshroud', duration: 'untilEndOfTurn' },
  ],
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perTally: { tally: { of: 'ephemeralObjects' }, max: 2 } })],
});
