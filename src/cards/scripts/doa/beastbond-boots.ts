import { activated, anyOf, banishSelf, cardScript, yourChampion, youControl } from '../../define.js';

export default cardScript('beastbond-boots', {
  abilities: [
    // Only allies carry the Animal and Beast subtypes; the condition is checked on activation only.
    activated([banishSelf()], [{ op: 'grantKeyword', subject: yourChampion(), keyword: 'spellshroud', duration: 'untilEndOfTurn' }], {
      condition: anyOf(youControl('ANIMAL'), youControl('BEAST')),
    }),
  ],
});
