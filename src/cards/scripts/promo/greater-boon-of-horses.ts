import { cardScript } from '../../define.js';

export default cardScript('greater-boon-of-horses', {
  keywords: ['classLocked'],
  keywordValues: { levelLocked: 2 },
  onResolve: [{ op: 'pickCards', purpose: 'memoryToFieldBuffDraw', max: 99, filter: { type: 'ALLY', subtype: 'HORSE' }, maxTotalReserve: 10 }],
});
