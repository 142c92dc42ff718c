import { classBonus, cardScript, onEnter, staticAbility, summonToken, triggered } from '../../define.js';

export default cardScript('cell-vanguard', { abilities: [triggered(onEnter(), [summonToken('powercell', 1, true)], { condition: classBonus() }), staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
