import { allOf, cardScript, championBonus, eventObjectIs, mill, onHit, triggered } from '../../define.js';

export default cardScript('ravishing-finale', {
  banishAsCost: { anyOf: [], count: 2, floatingMemory: true },
  abilities: [
    triggered(onHit(), [{ op: 'scaled', x: { of: 'eventObjectDamage', times: 2 }, effect: mill(0, 'eventObjectController') }], {
      condition: allOf(championBonus('Nico'), eventObjectIs('CHAMPION')),
    }),
  ],
});
