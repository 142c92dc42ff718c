import { cardScript, characteristics, gainKeyword, objectSet, onDeath, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('claude-fated-visionary', {
  abilities: [
    triggered(onEnter(), [
      { op: 'scaled', x: { of: 'championLevel' }, effect: { op: 'mill', who: 'you', count: 0 } },
      { op: 'mayEach', count: 2, effects: [{ op: 'returnFromGraveyard', filter: { type: 'ALLY', subtype: 'AUTOMATON' }, to: 'memory' }] },
    ]),
    staticAbility(characteristics([
      gainKeyword('taunt'),
      { kind: 'gainAbility', ability: triggered(onDeath(), [{ op: 'glimpse', count: 3 }]) },
    ], objectSet('yourAllies', { subtype: 'AUTOMATON' }))),
  ],
});
