import { classBonus, cardScript, onAttack, recover, triggered } from '../../define.js';

export default cardScript('benevolent-battle-priest', { abilities: [triggered(onAttack(), [recover(1)], { condition: classBonus() })] });
