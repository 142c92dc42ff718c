import { cardScript } from '../../define.js';

export default cardScript('polishing-flourish', {
  keywords: ['floatingMemory'],
  onResolve: [{ op: 'removeAllCounters', subject: { ref: 'unitsWithCounter', counter: 'sheen', yours: true }, counter: 'sheen' }],
});
