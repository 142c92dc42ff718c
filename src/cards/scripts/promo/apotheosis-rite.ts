import { activated, addTypes, banishSelf, becomes, cardScript, draw, yourChampion } from '../../define.js';

export default cardScript('apotheosis-rite', {
  keywords: ['divineRelic'],
  abilities: [
    activated([banishSelf()], [becomes(yourChampion(), [addTypes([], ['ASCENDANT'])], 'permanent'), draw(1)]),
  ],
});
