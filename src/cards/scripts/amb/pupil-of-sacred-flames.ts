import { cardScript, championBonus, changeShiftingCurrentsFrom, classBonus, draw, empower, ifThen, masteryDirection, may, onAttack, onDeath, triggered } from '../../define.js';

export default cardScript('pupil-of-sacred-flames', {
  abilities: [
    triggered(onAttack(), [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 1, then: [empower(2)] }], { condition: classBonus() }),
    triggered(onDeath(), [ifThen(masteryDirection('east'), [draw(1, 'each'), may(...changeShiftingCurrentsFrom('east'))])], { condition: championBonus('Kongming') }),
  ],
});
