import { activated, atBeginningOfYourRecollection, cardScript, restSelf, self, triggered } from '../../define.js';

export default cardScript('gloamspire-black-market', {
  abilities: [
    // Only the players whose influence is six or less draw, into memory.
    activated([restSelf()], [{ op: 'draw', who: 'each', count: 1, intoMemory: true, influenceAtMost: 6 }], { speed: 'slow' }),
    // Upkeep: with influence of eight or more at the start of your recollection phase, it is sacrificed.
    triggered(atBeginningOfYourRecollection(), [{ op: 'sacrifice', subject: self() }], { condition: { kind: 'tally', tally: { of: 'influence' }, min: 8 } }),
  ],
});
