import { cardScript, dealDamage, dealUnpreventableDamage, draw, putCounters, recover, restSelf, staticAbility, target, yourChampion } from '../../define.js';

// "As a Spell": its targets are chosen as a Spell's (no spellshroud), game-mechanics-abilities/README.md.
export default cardScript('devouring-malice', {
  abilities: [
    staticAbility({ kind: 'entersWithXCounters', counter: 'gem' }),
    {
      kind: 'activated', costs: [restSelf(), { kind: 'removeCounters', counter: 'gem', count: 1 }], speed: 'fast', effects: [],
      modesOnce: true,
      modes: [
        { targets: [{ kind: 'ally', bySpell: true }], effects: [putCounters(target(0), 'debuff', 3)] },
        { targets: [{ kind: 'champion', bySpell: true }], effects: [dealDamage(target(0), 3), recover(3)] },
        { effects: [dealUnpreventableDamage(yourChampion(), 8), draw(2)] },
      ],
    },
  ],
});
