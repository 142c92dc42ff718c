import { activated, banishSelf, cardScript } from '../../define.js';

export default cardScript('halcyon-prism', { abilities: [activated([banishSelf()], [{ op: 'glimpse', count: 3 }])] });
