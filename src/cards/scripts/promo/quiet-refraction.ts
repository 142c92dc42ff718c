import { addMasteryCounters, cardScript, drawIntoMemory, onEnter, triggered, whenever } from '../../define.js';

export default cardScript('quiet-refraction', {
  abilities: [
    triggered(onEnter(), [drawIntoMemory(1), addMasteryCounters('sheen', 2)]),
    triggered(whenever('levelsUp', { who: 'you' }), [addMasteryCounters('sheen', 2)]),
  ],
});
