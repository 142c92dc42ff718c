import { cardScript, scavenge } from '../../define.js';

export default cardScript('find-recipe', { onResolve: [scavenge(6, { subtype: 'POTION' })] });
