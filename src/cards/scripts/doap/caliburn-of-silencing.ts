import { allOf, becomes, cardScript, classBonus, eventObject, eventObjectIs, loseAllAbilities, onHit, triggered } from '../../define.js';

export default cardScript('caliburn-of-silencing', {
  abilities: [
    triggered(onHit(), [becomes(eventObject(), [loseAllAbilities()], 'untilYourNextTurn')], {
      condition: allOf(classBonus(), eventObjectIs('CHAMPION')),
    }),
  ],
});
