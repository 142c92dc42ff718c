import { activated, cardScript, drawIntoMemory, mill, onEnter, triggered } from '../../define.js';

export default cardScript('dormant-sacrificial-altar', {
  abilities: [
    triggered(onEnter(), [drawIntoMemory(1)]),
    activated([
      { kind: 'sacrificeObjects', count: 1, filter: { type: 'ALLY', subtype: 'AUTOMATON' } },
      { kind: 'sacrificeObjects', count: 1, filter: { type: 'ALLY', subtype: 'HUMAN' } },
    ], [mill(2, 'you')]),
  ],
});
