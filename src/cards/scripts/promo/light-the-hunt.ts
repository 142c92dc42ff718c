import { allOf, cardScript, classBonus, putCounters, target, triggered } from '../../define.js';

export default cardScript('light-the-hunt', {
  targets: [{ kind: 'ally', controller: 'you', anySubtype: ['ANIMAL', 'BEAST'] }],
  onResolve: [putCounters(target(0), 'buff', 2)],
  abilities: [triggered({ on: 'revealedFromMemory' }, [{ op: 'countersOnChosen', filter: { type: 'ALLY', anySubtype: ['ANIMAL', 'BEAST'] }, counter: 'buff', count: 1 }],
    { condition: allOf(classBonus(), { kind: 'elementBonus', element: 'LUXEM' }) })],
});
