import { classBonus, cardScript, onEnter, summonToken, triggered } from '../../define.js';

export default cardScript('slime-swarm', { abilities: [triggered(onEnter(), [summonToken('baby-slime', 2, true)], { condition: classBonus() })] });
