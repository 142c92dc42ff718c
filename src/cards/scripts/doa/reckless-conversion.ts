import { cardScript, classBonus, drawIntoMemory, ifThen } from '../../define.js';

const banishOne = { op: 'banishRandomFromMemory', whose: 'you' } as const;

// Four cards at random, one after another (the same as four at once).
export default cardScript('reckless-conversion', {
  onResolve: [
    drawIntoMemory(2),
    banishOne, banishOne, banishOne, banishOne,
    ifThen(classBonus(), [{ op: 'scaled', x: { of: 'memorySize' }, effect: { op: 'returnFromMemory', count: 0 } }]),
  ],
});
