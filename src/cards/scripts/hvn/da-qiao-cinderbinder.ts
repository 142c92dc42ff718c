import { cardScript, classBonus, putCounters, restSelf, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('da-qiao-cinderbinder', {
  abilities: [
    staticAbility({ kind: 'counterDisobeys', counter: 'frenzy' }),
    {
      kind: 'activated', costs: [restSelf()], speed: 'fast', effects: [], condition: classBonus(),
      modes: [
        { targets: [targetAlly()], effects: [putCounters(target(0), 'frenzy', 1)] },
        { effects: [{ op: 'scaled', x: { of: 'alliesWithCounter', counter: 'frenzy' }, effect: { op: 'empower', amount: 0 } }] },
      ],
    },
  ],
});
