import { cardScript, classBonus, ifThen, omens, onEnter, putCounters, self, staticAbility, triggered } from '../../define.js';

export default cardScript('aquifer-seneschal', {
  keywords: ['hindered'],
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'taunt' }, classBonus()),
    triggered(onEnter(), [ifThen(omens(3), [{ op: 'wakeUp', subject: self() }]), ifThen(omens(6), [putCounters(self(), 'buff', 1)])]),
  ],
});
