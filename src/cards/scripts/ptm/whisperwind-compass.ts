import { cardScript, classBonus, drawIntoMemory, eventObject, ifThen, not, onEnter, putCounters, triggered, whenever } from '../../define.js';

// The "no buff counters" check is made again as it resolves: a second instance adds none (the ruling).
export default cardScript('whisperwind-compass', {
  abilities: [
    triggered(onEnter(), [drawIntoMemory(1)]),
    triggered(whenever('becomesDistant', { who: 'you', type: 'ALLY', class: 'RANGER' }),
      [ifThen(not({ kind: 'eventObjectCounters', counter: 'buff', min: 1 }), [putCounters(eventObject(), 'buff', 1)])], { condition: classBonus() }),
  ],
});
