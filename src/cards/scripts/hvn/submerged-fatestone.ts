import { atBeginningOfYourRecollection, cardScript, championBonus, self, staticAbility, transform, triggered } from '../../define.js';

export default cardScript('submerged-fatestone', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'opponentsChampions', stat: 'level', amount: -1 }),
    // Up to one card with Floating Memory; only a card banished transforms it.
    triggered(atBeginningOfYourRecollection(), [{ op: 'banishFromGraveyard', filter: {}, max: 1, floatingMemory: true, then: [transform(self())] }], { condition: championBonus('Guo Jia') }),
  ],
});
