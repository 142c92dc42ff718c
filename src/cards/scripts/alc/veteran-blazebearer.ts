import { cardScript, classBonus, onEnter, self, staticAbility, triggered } from '../../define.js';

export default cardScript('veteran-blazebearer', {
  abilities: [
    triggered(onEnter(), [{ op: 'grantKeyword', subject: self(), keyword: 'taunt', duration: 'untilYourNextTurn' }]),
    staticAbility({ kind: 'keyword', keyword: 'steadfast' }, classBonus()),
  ],
});
