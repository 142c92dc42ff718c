import { allOf, cardScript, classBonus, ifThen, levelRestriction, staticAbility, targetActivation } from '../../define.js';

export default cardScript('blossoming-denial', {
  // Class Bonus: 3 less while an opponent holds five or more cards in memory.
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 }, allOf(classBonus(), { kind: 'opponentMemory', min: 5 }))],
  targets: [targetActivation({ optional: true })],
  onResolve: [
    { op: 'unlessPays', target: 0, amount: 3, otherwise: [{ op: 'negate', target: 0 }] },
    { op: 'summonToken', token: 'flowerbud', count: 2, summoner: 'opponents' },
    // Level 5+: recover as much as there are phantasias on the field (anyone's).
    ifThen(levelRestriction(5), [{ op: 'scaled', x: { of: 'tally', tally: { of: 'fieldObjects', filter: { type: 'PHANTASIA' } } }, effect: { op: 'recover', who: 'you', amount: 0 } }]),
  ],
});
