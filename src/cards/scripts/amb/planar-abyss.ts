import { cardScript, classBonus, dealDamage, destroy, ifThen, masteryDirection, staticAbility } from '../../define.js';

export default cardScript('planar-abyss', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, classBonus())],
  onResolve: [{
    op: 'delayedTrigger', when: { at: 'beginPhase', phase: 'recollection', whose: 'yours' },
    effects: [
      destroy({ ref: 'objectsMatching', filter: { notType: 'CHAMPION' } }),
      ifThen(masteryDirection('south'), [dealDamage({ ref: 'eachOpponentChampion' }, 10)]),
    ],
  }],
});
