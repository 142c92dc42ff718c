import { classBonus, cardScript, draw, onDeath, triggered } from '../../define.js';

export default cardScript('prodigious-burstmage', { abilities: [triggered(onDeath(), [draw(1), { op: 'discard', who: 'you', count: 1 }], { condition: classBonus() })] });
