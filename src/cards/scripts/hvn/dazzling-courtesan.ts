import { cardScript } from '../../define.js';

export default cardScript('dazzling-courtesan', { keywords: ['kindle'], activationValues: { kindle: 3 } });
