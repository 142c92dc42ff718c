import { cardScript, championBonus, drawIntoMemory, ifThen, putCounters, yourChampion } from '../../define.js';

// Every Fatestone object is an item and every Fatebound object an ally, so "a Fatestone item or a Fatebound ally"
// is any object with one of the two subtypes.
export default cardScript('broken-promises', {
  sacrificeAsCost: { filter: { anySubtype: ['FATESTONE', 'FATEBOUND'] }, count: 1 },
  onResolve: [drawIntoMemory(1), ifThen(championBonus('Guo Jia'), [putCounters(yourChampion(), 'quest', 1)])],
});
