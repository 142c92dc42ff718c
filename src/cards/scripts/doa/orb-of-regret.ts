import { activated, banishSelf, cardScript } from '../../define.js';

export default cardScript('orb-of-regret', { abilities: [activated([banishSelf()], [{ op: 'pickCards', purpose: 'handShuffleDraw', max: 3 }])] });
