import { cardScript, putCounters, target, targetAlly } from '../../define.js';

export default cardScript('feed-nourishment', {
  keywords: ['floatingMemory'],
  targets: [targetAlly({ anySubtype: ['ANIMAL', 'BEAST'] })],
  onResolve: [putCounters(target(0), 'buff', 1)],
});
