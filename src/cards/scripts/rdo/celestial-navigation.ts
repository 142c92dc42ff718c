import { cardScript } from '../../define.js';

export default cardScript('celestial-navigation', { keywords: ['floatingMemory'], onResolve: [{ op: 'glimpse', count: 5 }] });
