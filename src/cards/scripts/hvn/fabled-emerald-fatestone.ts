import {
  activated, cardScript, championBonus, ifThen, may, onlyOnce, payReserve, putCounters,
  removeCounters, restSelf, self, target, triggered, whenever, yourChampion,
} from '../../define.js';

// The suppression can be used once per object instance; with eight quest counters on your champion,
// resting it may spend them to wake it on its other side.
export default cardScript('fabled-emerald-fatestone', {
  keywords: ['immortality', 'spellshroud'],
  abilities: [
    onlyOnce(activated([payReserve(4), restSelf()], [{ op: 'suppress', subject: target(0) }], {
      condition: championBonus('Guo Jia'),
      targets: [{ kind: 'object', anyType: ['ITEM', 'WEAPON', 'ALLY'], other: true, bySpell: true }],
    })),
    triggered(whenever('suppresses', { who: 'you' }), [putCounters(yourChampion(), 'quest', 1)], { condition: championBonus('Guo Jia') }),
    activated([restSelf()], [ifThen({ kind: 'championCounters', counter: 'quest', min: 8 },
      [may(removeCounters(yourChampion(), 'quest', 8), { op: 'wakeUp', subject: self() }, { op: 'transform', subject: self() })])]),
  ],
});
