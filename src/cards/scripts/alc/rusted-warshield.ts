import { activated, banishSelf, cardScript, drawIntoMemory, preventNextDamage, yourChampion } from '../../define.js';

export default cardScript('rusted-warshield', { abilities: [activated([banishSelf()], [preventNextDamage(yourChampion(), 2), drawIntoMemory(1)])] });
