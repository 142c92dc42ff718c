import { cardScript, classBonus, eventObjectIs, onHit, staticAbility, triggered } from '../../define.js';

export default cardScript('waterfall-veiler', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus()),
    // On Champion Hit: the hit champion's controller mills four.
    triggered(onHit(), [{ op: 'mill', who: 'eventObjectController', count: 4 }], { condition: eventObjectIs('CHAMPION') }),
  ],
});
