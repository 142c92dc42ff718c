import { cardScript, drawIntoMemory, gainStatus } from '../../define.js';

export default cardScript('shared-fervor', { onResolve: [drawIntoMemory(1, 'each'), gainStatus('crowds-favor')] });
