import { cardScript, classBonus, dealDamage, draw, ifThen } from '../../define.js';

export default cardScript('creative-shock', {
  onResolve: [
    draw(2),
    {
      op: 'discardToDo', filter: {}, required: true, then: [],
      ifDiscarded: { filter: { element: 'FIRE' }, then: [ifThen(classBonus(), [
        { op: 'chooseObjects', filter: { anyType: ['ALLY', 'CHAMPION'] }, count: 1, upTo: true, anyController: true, effects: [dealDamage({ ref: 'chosen' }, 2)] },
      ])] },
    },
  ],
});
