import { cardScript, drawIntoMemory, recover } from '../../define.js';

export default cardScript('enchanted-fete', { onResolve: [recover(3), drawIntoMemory(1)] });
