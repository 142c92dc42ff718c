import { cardScript, draw, levelRestriction, triggered } from '../../define.js';

export default cardScript('clean-cut', { abilities: [triggered({ on: 'kill' }, [draw(1)], { condition: levelRestriction(2) })] });
