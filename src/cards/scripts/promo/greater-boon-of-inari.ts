import { activated, cardScript, gainAgility, oncePerTurn, triggered, whenever, yourChampion } from '../../define.js';

export default cardScript('greater-boon-of-inari', {
  keywords: ['classLocked'],
  keywordValues: { levelLocked: 2 },
  abilities: [
    triggered(whenever('gainsAgility', { who: 'you' }), [{ op: 'attackBonus', subject: yourChampion(), amount: 2, scope: 'next', vsChampion: true }]),
    oncePerTurn(activated([{ kind: 'removeChampionCounters', counter: 'preparation', count: 1 }], [gainAgility(3)], { speed: 'slow' })),
  ],
});
