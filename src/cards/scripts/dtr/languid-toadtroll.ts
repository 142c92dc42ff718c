import { cardScript } from '../../define.js';

export default cardScript('languid-toadtroll', { keywords: ['hindered', 'taunt'] });
