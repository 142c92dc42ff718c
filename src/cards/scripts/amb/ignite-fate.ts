import { dealDamage, cardScript, eachChampion } from '../../define.js';

export default cardScript('ignite-fate', { keywords: ['floatingMemory'], onResolve: [dealDamage(eachChampion(), 2)] });
