import { cardScript, preventNextInstance } from '../../define.js';

export default cardScript('sacred-barrier', { onResolve: [preventNextInstance({ ref: 'allAllies' }, 4, { damageType: 'nonCombat' })] });
