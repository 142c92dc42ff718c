import { cardScript } from '../../define.js';

export default cardScript('march-on', { keywords: ['command', 'floatingMemory'], commandSubtype: 'CHESSMAN' });
