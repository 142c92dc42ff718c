import { cardScript, classBonus, draw, triggered } from '../../define.js';

export default cardScript('quickdraw-piercer', { abilities: [triggered({ on: 'banish' }, [draw(1)], { condition: classBonus() })] });
