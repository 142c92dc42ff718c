import { cardScript, classBonus, eventObject, ifThen, may, onHit, removeCounters, self, staticAbility, triggered } from '../../define.js';

// "If you do": the rest and the skipped wake up only when a buff counter was there to remove.
export default cardScript('hailfinch', {
  abilities: [
    staticAbility({ kind: 'attackTargetTax', reserve: 2 }),
    triggered(onHit(), [
      may(ifThen({ kind: 'selfCounters', counter: 'buff', min: 1 }, [
        removeCounters(self(), 'buff', 1),
        { op: 'rest', subject: eventObject() },
        { op: 'skipNextWakeUp', subject: eventObject() },
      ])),
    ], { condition: classBonus() }),
  ],
});
