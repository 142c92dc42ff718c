import { cardScript, drawIntoMemory } from '../../define.js';

export default cardScript('spurred-gallop', {
  onResolve: [
    { op: 'nextActivation', grant: 'fast', filter: { type: 'ALLY', subtype: 'HORSE' } },
    drawIntoMemory(1),
    { op: 'costChange', amount: -2, who: 'you', filter: { type: 'ALLY', subtype: 'HORSE' }, next: true },
  ],
});
