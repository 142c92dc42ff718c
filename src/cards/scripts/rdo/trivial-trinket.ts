import { activated, banishSelf, cardScript, mill, targetPlayer } from '../../define.js';

export default cardScript('trivial-trinket', { abilities: [activated([banishSelf()], [mill(3, { ref: 'target', index: 0 })], { targets: [targetPlayer({ controller: 'opponent' })] })] });
