import { cardScript, classBonus, dealDamage, draw, ifThen, may, target, targetUnit } from '../../define.js';

export default cardScript('erratic-bolt', {
  targets: [targetUnit()],
  onResolve: [
    { op: 'scaled', x: { of: 'championLevel' }, effect: dealDamage(target(0), 0) },
    ifThen(classBonus(), [may({ op: 'banishRandomFromMemory', whose: 'you', count: 2, then: [draw(2)] })]),
  ],
});
