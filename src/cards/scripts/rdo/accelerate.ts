import { cardScript, drawIntoMemory } from '../../define.js';

export default cardScript('accelerate', { onResolve: [{ op: 'nextActivation', grant: 'fast', filter: {} }, drawIntoMemory(1)] });
