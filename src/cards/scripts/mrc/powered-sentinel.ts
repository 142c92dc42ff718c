import { classBonus, dealDamage, cardScript, onEnter, summonToken, triggered, yourChampion } from '../../define.js';

export default cardScript('powered-sentinel', { abilities: [triggered(onEnter(), [dealDamage(yourChampion(), 3), summonToken('powercell', 1, true)], { condition: classBonus() })] });
