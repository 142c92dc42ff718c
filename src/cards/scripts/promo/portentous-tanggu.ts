import { activated, banishSelf, cardScript, championBonus, drawIntoMemory, onEnter, payReserve, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('portentous-tanggu', {
  abilities: [
    triggered(onEnter(), [putCounters(yourChampion(), 'quest', 1)], { condition: championBonus('Guo Jia') }),
    activated([payReserve(3), banishSelf()], [drawIntoMemory(1)]),
  ],
});
