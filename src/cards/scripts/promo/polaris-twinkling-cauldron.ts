import { activated, banishSelf, cardScript, championBonus, classBonus, dealDamage, generate, putCounters, restSelf, self, staticAbility, triggered, whenever } from '../../define.js';

const age = { of: 'selfCounters', counter: 'age' } as const; // as it was banished for the cost

export default cardScript('polaris-twinkling-cauldron', {
  abilities: [
    staticAbility({ kind: 'activateFromMaterialDeck', enters: 'rested' }, championBonus('Arisanna')),
    triggered(whenever('sacrificed', { who: 'you', subtype: 'HERB' }), [putCounters(self(), 'age', 1)]),
    activated([restSelf(), banishSelf()], [
      { op: 'scaled', x: age, effect: dealDamage({ ref: 'allAllies' }, 0) },
      // "Up to X": each offered on its own; the ones made are shuffled in.
      { op: 'scaled', x: age, effect: { op: 'mayEach', count: 0, effects: [generate('cosmic-bolt', 1, 'mainDeckTop'), { op: 'shuffleDeck' }] } },
    ], { condition: classBonus() }),
  ],
});
