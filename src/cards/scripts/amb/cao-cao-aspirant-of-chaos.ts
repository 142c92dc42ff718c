import { cardScript, classBonus, dealDamage, onAttack, staticAbility, triggered, youControl } from '../../define.js';

export default cardScript('cao-cao-aspirant-of-chaos', {
  abilities: [
    // Equestrian: no class bonus on this one.
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 }, youControl('HORSE')),
    triggered(onAttack(), [{
      op: 'banishFromGraveyard', filter: {}, floatingMemory: true, max: 1,
      then: [dealDamage({ ref: 'objectsMatching', filter: {}, units: true, controller: 'notYou', rested: true }, 2)],
    }], { condition: classBonus() }),
  ],
});
