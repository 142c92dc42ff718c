import { cardScript, targetPlayer } from '../../define.js';

export default cardScript('chilling-touch', {
  keywords: ['floatingMemory'],
  targets: [targetPlayer({ controller: 'opponent' })],
  onResolve: [{ op: 'banishRandomMemoryCards', who: { ref: 'target', index: 0 }, count: 1, returnAtTheirNextEndPhase: true }],
});
