import { cardScript, classBonus, dealDamage, draw, ifThen, onEnter, triggered } from '../../define.js';

export default cardScript('prismatic-edge', {
  abilities: [
    triggered(onEnter(), [
      { op: 'revealMemory', each: true },
      // One result per element, however many cards of it were revealed (ruling).
      ifThen({ kind: 'anyMemoryHas', element: 'FIRE' }, [
        { op: 'chooseObjects', filter: { anyType: ['CHAMPION', 'ALLY'] }, count: 1, anyController: true, effects: [dealDamage({ ref: 'chosen' }, 3)] },
      ]),
      ifThen({ kind: 'anyMemoryHas', element: 'WATER' }, [draw(1)]),
      ifThen({ kind: 'anyMemoryHas', element: 'WIND' }, [{ op: 'banishRandomFromMemory', whose: 'opponents' }]),
    ], { condition: classBonus() }),
  ],
});
