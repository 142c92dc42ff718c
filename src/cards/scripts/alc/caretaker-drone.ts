import { classBonus, cardScript, onDeath, triggered } from '../../define.js';

export default cardScript('caretaker-drone', { keywords: ['intercept'], abilities: [triggered(onDeath(), [{ op: 'glimpse', count: 4 }], { condition: classBonus() })] });
