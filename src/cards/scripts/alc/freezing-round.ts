import { activated, cardScript, classBonus, eventObjectIs, load, onHit, restSelf, staticAbility, target, targetWeapon, triggered } from '../../define.js';

export default cardScript('freezing-round', {
  abilities: [
    activated([restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'GUN', loaded: false })] }),
    // On Champion Hit: the hit champion's player banishes one of their memory cards at random, until their next end phase.
    triggered(onHit(), [{ op: 'banishRandomMemoryCards', who: 'eventObjectController', count: 1, byThem: true, returnAtTheirNextEndPhase: true }], { condition: eventObjectIs('CHAMPION') }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
