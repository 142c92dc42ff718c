import { classBonus, cardScript, onEnter, triggered } from '../../define.js';

export default cardScript('tidestone-seeker', { abilities: [triggered(onEnter(), [{ op: 'glimpse', count: 3 }], { condition: classBonus() })] });
