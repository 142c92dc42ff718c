import { activated, banishSelf, cardScript, targetPlayer } from '../../define.js';

export default cardScript('crimson-protective-trinket', {
  abilities: [
    activated([banishSelf()], [{ op: 'revealRandomMemory', who: { ref: 'target', index: 0 }, count: 2, banishElement: 'WIND' }], { targets: [targetPlayer({ controller: 'opponent' })] }),
  ],
});
