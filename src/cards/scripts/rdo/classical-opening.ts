import { cardScript } from '../../define.js';

export default cardScript('classical-opening', { keywords: ['command', 'ephemerate'], commandSubtype: 'CHESSMAN', activationValues: { ephemerate: 3 } });
