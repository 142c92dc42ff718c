import { atBeginningOfYourRecollection, attacksThisTurnGet, cardScript, draw, ifThen, putCounters, self, triggered } from '../../define.js';

export default cardScript('merlin-kingslayer', {
  abilities: [
    triggered(atBeginningOfYourRecollection(), [
      putCounters(self(), 'level', 1),
      ifThen({ kind: 'championCountersEven', counter: 'level' }, [draw(1), attacksThisTurnGet(self(), 2)]),
    ]),
  ],
});
