import { championBonus, cardScript, ifThen, onEnter, putCounters, sheen, staticAbility, target, targetUnit, triggered } from '../../define.js';

export default cardScript('burnished-obelith', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'taunt' }, sheen(8)),
    // Merlin Bonus: two sheen counters on a unit you don't control; if it is a champion, its controller's next card this turn costs 2 more.
    triggered(onEnter(), [
      putCounters(target(0), 'sheen', 2),
      ifThen({ kind: 'targetMatches', index: 0, filter: { type: 'CHAMPION' } }, [{ op: 'costChange', amount: 2, who: { targetController: 0 }, next: true }]),
    ], { condition: championBonus('Merlin'), targets: [targetUnit({ controller: 'opponent' })] }),
  ],
});
