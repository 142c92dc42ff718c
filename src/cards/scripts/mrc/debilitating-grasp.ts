import { allOf, cardScript, classBonus, eventObject, eventObjectIs, onHit, staticAbility, triggered } from '../../define.js';

export default cardScript('debilitating-grasp', {
  abilities: [
    // On Champion Hit: this card goes to the bottom of the hit champion's lineage.
    triggered(onHit(), [{ op: 'selfIntoLineage', champion: eventObject() }], { condition: allOf(classBonus(), eventObjectIs('CHAMPION')) }),
    // Inherited Effect: the first card that champion's controller activates each turn costs 1 more.
    { ...staticAbility({ kind: 'filteredCostModifier', players: 'you', filter: {}, amount: 1, firstEachTurn: true }), inherited: true },
  ],
});
