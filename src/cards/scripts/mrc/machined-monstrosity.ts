import { classBonus, cardScript, onDeath, summonToken, triggered } from '../../define.js';

export default cardScript('machined-monstrosity', { keywordValues: { pride: 4 }, abilities: [triggered(onDeath(), [summonToken('powercell', 1, true)], { condition: classBonus() })] });
