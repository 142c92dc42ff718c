import { cardScript } from '../../define.js';

export default cardScript('royal-oathguard', { keywords: ['intercept', 'vigor'] });
