import { activated, banishSelf, cardScript, recover } from '../../define.js';

export default cardScript('sweet-ambrosia', { abilities: [activated([banishSelf()], [recover(3)])] });
