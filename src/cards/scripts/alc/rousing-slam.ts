import { allOf, cardScript, classBonus, levelRestriction, onAttack, triggered } from '../../define.js';

export default cardScript('rousing-slam', {
  abilities: [
    triggered(onAttack(), [
      { op: 'grantKeyword', subject: { ref: 'attacker' }, keyword: 'vigor', duration: 'untilYourNextTurn' },
      { op: 'grantKeyword', subject: { ref: 'attacker' }, keyword: 'taunt', duration: 'untilYourNextTurn' },
    ], { condition: allOf(classBonus(), levelRestriction(2)) }),
  ],
});
