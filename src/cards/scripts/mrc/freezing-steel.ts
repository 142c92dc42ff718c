import { cardScript } from '../../define.js';

export default cardScript('freezing-steel', {
  keywords: ['floatingMemory'],
  onResolve: [{ op: 'enterState', state: 'rested', filter: { type: 'ITEM' }, everyPlayer: true, nextBatch: true }],
});
