import { cardScript, recover } from '../../define.js';

export default cardScript('auspicious-feast', { onResolve: [recover(4, 'each')] });
