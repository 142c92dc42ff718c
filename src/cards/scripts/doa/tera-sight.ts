import { cardScript, draw } from '../../define.js';

export default cardScript('tera-sight', { keywords: ['preserve'], onResolve: [draw(1)] });
