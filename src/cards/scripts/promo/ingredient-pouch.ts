import { activated, cardScript, payReserve, restSelf } from '../../define.js';

export default cardScript('ingredient-pouch', { abilities: [activated([payReserve(1), restSelf()], [{ op: 'gather' }])] });
