import {
  activated, allOf, cardScript, classBonus, dealUnpreventableDamage, eventObject, eventObjectIs, load, onHit, restSelf, target, targetWeapon, triggered,
} from '../../define.js';

export default cardScript('tasershot', {
  keywords: ['renewable'],
  abilities: [
    activated([restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'GUN', loaded: false })] }),
    triggered(onHit(), [
      { op: 'wheneverUntilYourNextTurn', event: 'levelsUp', subject: eventObject(), effects: [dealUnpreventableDamage(eventObject(), 4)] },
    ], { condition: allOf(classBonus(), eventObjectIs('CHAMPION')) }),
  ],
});
