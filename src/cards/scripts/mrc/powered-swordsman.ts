import { classBonus, cardScript, onDeath, summonToken, triggered } from '../../define.js';

export default cardScript('powered-swordsman', { abilities: [triggered(onDeath(), [summonToken('powercell')], { condition: classBonus() })] });
