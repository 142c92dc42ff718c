import { cardScript } from '../../define.js';

export default cardScript('shade-striker', { keywords: ['ambush'] });
