import { cardScript, classBonus, dealDamage, draw, onHit, triggered } from '../../define.js';

export default cardScript('corhazi-courier', {
  keywords: ['stealth'],
  abilities: [triggered(onHit(), [
    draw(1),
    {
      op: 'discardToDo', filter: {}, required: true, then: [],
      ifDiscarded: { filter: { element: 'FIRE' }, then: [
        { op: 'chooseObjects', filter: { anyType: ['ALLY', 'CHAMPION'] }, count: 1, anyController: true, effects: [dealDamage({ ref: 'chosen' }, 1)] },
      ] },
    },
  ], { condition: classBonus() })],
});
