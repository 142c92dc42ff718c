import { cardScript, draw, ifThen, may, putCounters, self, selfOnField, triggered, whenever } from '../../define.js';

export default cardScript('veilaras-promise', {
  abilities: [
    triggered(whenever('activates', { who: 'you', subtype: 'SPELL' }), [
      putCounters(self(), 'refinement', 1),
      ifThen({ kind: 'selfCounters', counter: 'refinement', min: 3 }, [ifThen(selfOnField(), [may({ op: 'banish', subject: self() }, draw(1))])]),
    ]),
  ],
});
