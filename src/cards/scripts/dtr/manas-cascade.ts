import { allOf, cardScript, championBonus, eventObjectIs, modifyAttackPower, onAttack, onHit, triggered } from '../../define.js';

export default cardScript('manas-cascade', {
  abilities: [
    triggered(onAttack(), [
      modifyAttackPower(1),
      // The attack's own On Champion Hit: the hit champion's controller loses a random memory card.
      { op: 'attackGains', abilities: [triggered(onHit(), [{ op: 'banishRandomFromMemory', whose: 'eventObjectController' }], { condition: eventObjectIs('CHAMPION') })] },
    ], { condition: allOf(championBonus('Diana'), { kind: 'intentCount', filter: { element: 'WATER', subtype: 'AETHERCHARGE' }, min: 2 }) }),
  ],
});
