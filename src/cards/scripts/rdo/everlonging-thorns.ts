import { allOf, anyOf, cardScript, championBonus, empowered, ifThen, masteryDirection, putCounters, target, targetAlly } from '../../define.js';

export default cardScript('everlonging-thorns', {
  targets: [targetAlly()],
  onResolve: [
    // Two debuff counters; with the Shifting Currents East or West, 2+LV instead.
    ifThen(anyOf(masteryDirection('east'), masteryDirection('west')),
      [{ op: 'scaled', x: { of: 'championLevel' }, plus: 2, effect: putCounters(target(0), 'debuff', 0) }],
      [putCounters(target(0), 'debuff', 2)]),
    ifThen(allOf(championBonus('Kongming'), empowered()), [{ op: 'preserveThisCard' }]),
  ],
});
