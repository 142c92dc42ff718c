import { activated, cardScript, draw, levelRestriction, sacrificeSelf } from '../../define.js';

export default cardScript('spirit-shard', { abilities: [activated([sacrificeSelf()], [draw(1)], { condition: levelRestriction(3) })] });
