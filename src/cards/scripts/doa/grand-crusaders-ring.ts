import { activated, banishSelf, cardScript, draw } from '../../define.js';

export default cardScript('grand-crusaders-ring', { keywords: ['divineRelic'], abilities: [activated([banishSelf()], [draw(1)])] });
