import { cardScript, drawIntoMemory } from '../../define.js';

export default cardScript('expeditious-opening', { onResolve: [{ op: 'nextActivation', grant: 'fast', filter: { type: 'ALLY' } }, drawIntoMemory(1)] });
