import { cardScript, drawIntoMemory, summonToken } from '../../define.js';

export default cardScript('starbirth', { onResolve: [drawIntoMemory(1), summonToken('astral-shard')] });
