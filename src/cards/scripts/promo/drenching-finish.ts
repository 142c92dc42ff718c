import { classBonus, cardScript, mill, targetPlayer, triggered } from '../../define.js';

export default cardScript('drenching-finish', { abilities: [triggered({ on: 'kill' }, [mill(3, { ref: 'target', index: 0 })], { condition: classBonus(), targets: [targetPlayer()] })] });
