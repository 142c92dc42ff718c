import { activated, cardScript, classBonus, dealDamage, eventObject, load, onHit, restSelf, target, targetWeapon, triggered } from '../../define.js';

export default cardScript('incendiary-shot', {
  abilities: [
    activated([restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'GUN', loaded: false })] }),
    triggered(onHit(), [dealDamage(eventObject(), 2)], { condition: classBonus() }),
  ],
});
