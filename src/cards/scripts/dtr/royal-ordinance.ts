import { cardScript, draw, recover } from '../../define.js';

export default cardScript('royal-ordinance', { onResolve: [recover(3), draw(1)] });
