import { activated, banishSelf, cardScript, empower } from '../../define.js';

export default cardScript('shard-of-empowerment', { abilities: [activated([banishSelf()], [empower(2)])] });
