import { cardScript, may, onEnter, putCounters, removeCounters, self, triggered } from '../../define.js';

// "If you do" always holds: the two counters were just put on him, so one can always be removed.
export default cardScript('zander-deft-executor', {
  abilities: [
    triggered(onEnter(), [
      putCounters(self(), 'preparation', 2),
      may(removeCounters(self(), 'preparation', 1), { op: 'returnFromGraveyard', filter: { subtype: 'ASSASSIN', anyType: ['ACTION', 'ATTACK'] } }),
    ]),
  ],
});
