import { activated, banishSelf, cardScript, draw } from '../../define.js';

export default cardScript('chalice-of-blood', { abilities: [activated([banishSelf()], [draw(2)], { condition: { kind: 'damage', min: 20 } })] });
