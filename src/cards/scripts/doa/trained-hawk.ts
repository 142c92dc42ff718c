import { cardScript } from '../../define.js';

export default cardScript('trained-hawk', { keywords: ['trueSight', 'vigor'] });
