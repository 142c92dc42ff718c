import { activated, banishSelf, cardScript, targetPlayer } from '../../define.js';

export default cardScript('enfeebling-orb', {
  abilities: [activated([banishSelf()], [{ op: 'handToMemory', who: { ref: 'target', index: 0 }, count: 2 }], { targets: [targetPlayer({ controller: 'opponent' })] })],
});
