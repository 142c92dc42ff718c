import { atBeginningOfYourRecollection, cardScript, triggered } from '../../define.js';

export default cardScript('glacier-remnants', {
  keywords: ['floatingMemory'],
  abilities: [
    triggered(atBeginningOfYourRecollection(), [
      { op: 'removeUpToCounters', from: 'self', counter: 'durability', max: 2, then: [{ op: 'scaled', x: { of: 'x' }, effect: { op: 'recover', who: 'you', amount: 0 } }] },
    ]),
  ],
});
