import { classBonus, cardScript, onAttack, triggered } from '../../define.js';

export default cardScript('seers-sword', { abilities: [triggered(onAttack(), [{ op: 'glimpse', count: 2 }], { condition: classBonus() })] });
