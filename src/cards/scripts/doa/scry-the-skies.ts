import { cardScript, drawIntoMemory } from '../../define.js';

export default cardScript('scry-the-skies', { onResolve: [{ op: 'scaled', x: { of: 'championLevel' }, effect: { op: 'glimpse', count: 0 } }, drawIntoMemory(1)] });
