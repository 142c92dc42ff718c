import {
  activated, atBeginningOfYourEndPhase, cardScript, championBonus, draw, ifThen, may, putCounters,
  removeCounters, restSelf, self, triggered, whenever, yourChampion,
} from '../../define.js';

// Only your own banishing from your memory counts (a memory cost paid included); with ten quest
// counters on your champion, resting it may spend them to wake it on its other side.
export default cardScript('fabled-azurite-fatestone', {
  keywords: ['immortality', 'spellshroud'],
  abilities: [
    triggered(atBeginningOfYourEndPhase(), [may({ op: 'banishRandomFromMemory', whose: 'you', then: [draw(1)] })], { condition: championBonus('Guo Jia') }),
    triggered(whenever('banishesFromMemory', { who: 'you' }), [putCounters(yourChampion(), 'quest', 1)], { condition: championBonus('Guo Jia') }),
    activated([restSelf()], [ifThen({ kind: 'championCounters', counter: 'quest', min: 10 },
      [may(removeCounters(yourChampion(), 'quest', 10), { op: 'wakeUp', subject: self() }, { op: 'transform', subject: self() })])]),
  ],
});
