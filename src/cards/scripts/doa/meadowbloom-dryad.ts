import { cardScript, classBonus, putCounters, target, targetAlly, triggered, whenever } from '../../define.js';

// Any ally entering under your control, this one included.
export default cardScript('meadowbloom-dryad', {
  keywords: ['preserve'],
  abilities: [triggered(whenever('enters', { who: 'you', type: 'ALLY' }), [putCounters(target(0), 'buff', 1)], { condition: classBonus(), targets: [targetAlly()] })],
});
