import { activated, banishSelf, cardScript, drawIntoMemory, modifyLevel, payReserve, prohibit } from '../../define.js';

export default cardScript('heirloom-of-libra', {
  abilities: [
    {
      kind: 'activated', costs: [banishSelf()], speed: 'fast', effects: [],
      modes: [
        { effects: [modifyLevel({ ref: 'eachOpponentChampion' }, -5)] },
        { effects: [prohibit('glimpse', { players: 'opponents' })] },
      ],
    },
    activated([payReserve(3), banishSelf()], [drawIntoMemory(1)]),
  ],
});
