import { cardScript, eventObject, eventObjectIs, load, may, onHit, restSelf, target, targetWeapon, triggered, activated } from '../../define.js';

export default cardScript('vanishing-shot', {
  abilities: [
    activated([restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'GUN', loaded: false })] }),
    triggered(onHit(), [may({ op: 'returnToMemory', subject: eventObject() })], { condition: eventObjectIs('ALLY') }),
  ],
});
