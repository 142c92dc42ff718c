import { cardScript, copyObject, draw, oncePerTurn, triggered, wheneverOneOrMore } from '../../define.js';

export default cardScript('greater-boon-of-enki', {
  keywordValues: { levelLocked: 2 },
  onResolve: [draw(1)],
  abilities: [
    oncePerTurn(triggered(wheneverOneOrMore('summons', { who: 'you', maxReserveCost: 1 }), [
      { op: 'chooseObjects', filter: {}, count: 1, amongEventObjects: true, effects: [copyObject({ ref: 'chosen' })] },
    ])),
  ],
});
