import { activated, cardScript, drawIntoMemory, onEnter, payReserve, staticAbility, triggered } from '../../define.js';

export default cardScript('wool-brook', {
  abilities: [
    staticAbility({ kind: 'entersWithCounters', counter: 'refinement', count: 1 }),
    triggered(onEnter(), [drawIntoMemory(1)]),
    activated([payReserve(6), { kind: 'removeCounters', counter: 'refinement', count: 1 }], [drawIntoMemory(1)]),
  ],
});
