import { activated, cardScript, sacrificeSelf } from '../../define.js';

export default cardScript('astral-shard', { abilities: [activated([sacrificeSelf()], [{ op: 'glimpse', count: 2 }])] });
