import {
  activated, atBeginningOfYourRecollection, cardScript, championBonus, ifThen, may, mill, putCounters,
  removeCounters, restSelf, self, triggered, wheneverOneOrMore, yourChampion,
} from '../../define.js';

// With nine quest counters on your champion, resting it may spend them to wake it on its other side.
export default cardScript('fabled-sapphire-fatestone', {
  keywords: ['immortality', 'spellshroud'],
  abilities: [
    triggered(atBeginningOfYourRecollection(), [mill(1, 'each')], { condition: championBonus('Guo Jia') }),
    triggered(wheneverOneOrMore('deckToGraveyard', { who: 'you' }), [putCounters(yourChampion(), 'quest', 1)], { condition: championBonus('Guo Jia') }),
    activated([restSelf()], [ifThen({ kind: 'championCounters', counter: 'quest', min: 9 },
      [may(removeCounters(yourChampion(), 'quest', 9), { op: 'wakeUp', subject: self() }, { op: 'transform', subject: self() })])]),
  ],
});
