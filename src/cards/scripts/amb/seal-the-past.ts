import { cardScript, targetPlayer } from '../../define.js';

export default cardScript('seal-the-past', {
  keywords: ['floatingMemory'],
  targets: [targetPlayer()],
  onResolve: [{ op: 'banishPreserved', who: { ref: 'target', index: 0 }, count: 3 }],
});
