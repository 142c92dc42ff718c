import { cardScript, drawIntoMemory } from '../../define.js';

export default cardScript('roots-of-tomorrow', { onResolve: [{ op: 'preserveTopOfDeck' }, drawIntoMemory(1)] });
