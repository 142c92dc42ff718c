import { cardScript, classBonus, ifThen, putCounters, staticAbility, yourChampion } from '../../define.js';

export default cardScript('mastermind-scheme', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, classBonus())],
  onResolve: [
    // Doubling: as many more as there are.
    { op: 'scaled', x: { of: 'championCounters', counter: 'preparation' }, effect: putCounters(yourChampion(), 'preparation', 0) },
    ifThen({ kind: 'championCounters', counter: 'preparation', min: 8 }, [{ op: 'gainAgility', who: 'you', amount: 3 }]),
  ],
});
