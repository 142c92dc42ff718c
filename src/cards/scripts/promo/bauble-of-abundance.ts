import { activated, banishSelf, cardScript, draw } from '../../define.js';

export default cardScript('bauble-of-abundance', { abilities: [activated([banishSelf()], [draw(1, 'each')])] });
