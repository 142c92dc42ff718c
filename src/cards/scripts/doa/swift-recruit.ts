import { cardScript } from '../../define.js';

export default cardScript('swift-recruit', { keywords: ['intercept', 'floatingMemory'] });
