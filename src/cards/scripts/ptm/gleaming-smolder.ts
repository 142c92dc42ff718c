import { cardScript, championBonus, draw, ifThen, putCounters } from '../../define.js';

export default cardScript('gleaming-smolder', {
  onResolve: [
    draw(1),
    {
      op: 'discardToDo', filter: {}, required: true, then: [],
      ifDiscarded: { filter: { element: 'FIRE' }, then: [ifThen(championBonus('Merlin'), [
        { op: 'chooseObjects', filter: { anyType: ['ALLY', 'CHAMPION'] }, count: 1, anyController: true, effects: [putCounters({ ref: 'chosen' }, 'sheen', 2)] },
      ])] },
    },
  ],
});
