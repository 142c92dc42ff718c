import { allOf, anyOf, cardScript, classBonus, drawIntoMemory, ifThen, not, onEnter, putCounters, selfOnField, triggered, yourChampion } from '../../define.js';

// "Another Automaton ally": besides this one while it is still on the field; any one once it has left.
const automatons = (min: number) => ({ kind: 'controlsCount' as const, filter: { type: 'ALLY' as const, subtype: 'AUTOMATON' }, min });

export default cardScript('sirocco-operative', {
  abilities: [
    triggered(onEnter(), [drawIntoMemory(1)], { condition: classBonus() }),
    triggered(onEnter(), [
      ifThen(anyOf(allOf(selfOnField(), automatons(2)), allOf(not(selfOnField()), automatons(1))), [putCounters(yourChampion(), 'preparation', 1)]),
    ]),
  ],
});
