import { activated, cardScript, modifyLevel, sacrificeSelf, yourChampion } from '../../define.js';

export default cardScript('blightroot', { abilities: [activated([sacrificeSelf()], [modifyLevel(yourChampion(), 1)])] });
