import { activated, banishSelf, cardScript } from '../../define.js';

export default cardScript('bauble-of-scarcity', { abilities: [activated([banishSelf()], [{ op: 'discard', who: 'each', count: 1 }])] });
