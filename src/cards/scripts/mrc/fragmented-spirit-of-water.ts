import { cardScript, draw, onEnter, summonToken, triggered } from '../../define.js';

export default cardScript('fragmented-spirit-of-water', { abilities: [triggered(onEnter(), [{ op: 'glimpse', count: 6 }, draw(6), summonToken('spirit-shard')])] });
