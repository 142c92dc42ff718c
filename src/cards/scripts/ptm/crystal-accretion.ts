import { cardScript, putCounters } from '../../define.js';

export default cardScript('crystal-accretion', {
  keywords: ['floatingMemory'],
  onResolve: [putCounters({ ref: 'unitsWithCounter', counter: 'sheen' }, 'sheen', 1)],
});
