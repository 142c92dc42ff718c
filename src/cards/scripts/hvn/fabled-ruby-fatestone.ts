import {
  activated, atBeginningOfYourRecollection, cardScript, championBonus, dealDamage, eachChampion, ifThen, may, putCounters,
  removeCounters, restSelf, self, triggered, wheneverOneOrMore, yourChampion,
} from '../../define.js';

// With seven quest counters on your champion, resting it may spend them to wake it on its other side.
export default cardScript('fabled-ruby-fatestone', {
  keywords: ['immortality', 'spellshroud'],
  abilities: [
    triggered(atBeginningOfYourRecollection(), [dealDamage(eachChampion(), 1)], { condition: championBonus('Guo Jia') }),
    triggered(wheneverOneOrMore('dealtDamage', { damageType: 'nonCombat', sourceYours: true, sourceElement: 'FIRE' }),
      [putCounters(yourChampion(), 'quest', 1)], { condition: championBonus('Guo Jia') }),
    activated([restSelf()], [ifThen({ kind: 'championCounters', counter: 'quest', min: 7 },
      [may(removeCounters(yourChampion(), 'quest', 7), { op: 'wakeUp', subject: self() }, { op: 'transform', subject: self() })])]),
  ],
});
