import { atBeginningOfYourEndPhase, cardScript, ifThen, may, removeCounters, self, triggered, yourChampion } from '../../define.js';

export default cardScript('whirlwind-reaper', {
  abilities: [
    triggered(atBeginningOfYourEndPhase(), [
      // Only a counter actually removed wakes it up.
      ifThen({ kind: 'championCounters', counter: 'preparation', min: 1 }, [may(removeCounters(yourChampion(), 'preparation', 1), { op: 'wakeUp', subject: self() })]),
    ]),
  ],
});
