import { cardScript, classBonus, onAttack, putCounters, staticAbility, target, targetAlly, triggered } from '../../define.js';

export default cardScript('sighing-crownwing', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus()),
    triggered(onAttack(), [putCounters(target(0), 'buff', 1)], {
      condition: classBonus(), targets: [targetAlly({ controller: 'you', anySubtype: ['ANIMAL', 'BEAST'], withoutCounter: 'buff' })],
    }),
  ],
});
