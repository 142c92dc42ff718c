import { cardScript, drawIntoMemory, onEnter, triggered } from '../../define.js';

export default cardScript('spirit-of-fortuitous-wind', { abilities: [triggered(onEnter(), [{ op: 'glimpse', count: 7 }, drawIntoMemory(7)])] });
