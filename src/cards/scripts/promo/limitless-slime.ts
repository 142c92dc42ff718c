import { allOf, cardScript, classBonus, levelRestriction, onAttack, putCounters, self, staticAbility, triggered } from '../../define.js';

const at = (level: number) => allOf(classBonus(), levelRestriction(level));

export default cardScript('limitless-slime', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, at(1)),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, at(2)),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 2 }, at(2)),
    triggered(onAttack(), [putCounters(self(), 'buff', 1)], { condition: at(3) }),
  ],
});
