import { cardScript, classBonus, levelRestriction, may, modifyLife, onEnter, self, staticAbility, triggered } from '../../define.js';

export default cardScript('rose-eternal-paragon', {
  keywords: ['intercept', 'trueSight'],
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus()),
    triggered(onEnter(), [may({ op: 'redirectAttack', to: self(), then: [modifyLife(self(), 1)] })], { condition: levelRestriction(2) }),
  ],
});
