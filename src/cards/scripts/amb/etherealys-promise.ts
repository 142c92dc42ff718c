import { cardScript, draw, ifThen, may, putCounters, self, triggered, whenever } from '../../define.js';

export default cardScript('etherealys-promise', {
  abilities: [
    triggered(whenever('dies', { who: 'you', type: 'ALLY' }), [
      putCounters(self(), 'refinement', 1),
      ifThen({ kind: 'selfCounters', counter: 'refinement', min: 3 }, [may({ op: 'banish', subject: self() }, draw(1))]),
    ]),
  ],
});
