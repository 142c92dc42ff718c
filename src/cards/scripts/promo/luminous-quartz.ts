import { activated, cant, cardScript, dealDamage, not, restSelf, staticAbility, target } from '../../define.js';

export default cardScript('luminous-quartz', {
  abilities: [
    // For a weapon, the object action 'attack' is being used for one.
    staticAbility(cant('attack'), not({ kind: 'selfAwake' })),
    activated([restSelf(), { kind: 'removeChampionCounters', counter: 'preparation', count: 1 }], [
      { op: 'scaled', x: { of: 'targetCounters', index: 0, counter: 'sheen' }, plus: 1, effect: dealDamage(target(0), 0) },
    ], { speed: 'slow', condition: { kind: 'masteryCounters', counter: 'sheen', min: 12 }, targets: [{ kind: 'unit', bySpell: true }] }),
  ],
});
