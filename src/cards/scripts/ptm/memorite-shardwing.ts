import { cardScript } from '../../define.js';

export default cardScript('memorite-shardwing', { keywords: ['stealth', 'trueSight'] });
