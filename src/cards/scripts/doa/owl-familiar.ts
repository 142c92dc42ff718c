import { classBonus, cardScript, onEnter, triggered } from '../../define.js';

export default cardScript('owl-familiar', { abilities: [triggered(onEnter(), [{ op: 'glimpse', count: 2 }], { condition: classBonus() })] });
