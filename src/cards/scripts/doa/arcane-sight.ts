import { cardScript, draw, modifyLevel, yourChampion } from '../../define.js';

export default cardScript('arcane-sight', { onResolve: [modifyLevel(yourChampion(), 1), draw(1)] });
