import { cardScript, classBonus, onEnter, putCounters, self, staticAbility, target, triggered } from '../../define.js';

export default cardScript('verdant-slime', {
  keywordValues: { pride: 5 },
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'taunt' }, classBonus()),
    triggered(onEnter(), [{ op: 'destroyOrElse', subject: target(0), otherwise: [putCounters(self(), 'buff', 2)] }], {
      targets: [{ kind: 'object', supertype: 'REGALIA', costAtMost: { memory: 0, reserve: -1 }, optional: true }],
    }),
  ],
});
