import { allOf, atBeginningOfYourRecollection, cardScript, classBonus, dealUnpreventableDamage, eventObject, eventObjectIs, onHit, self, triggered } from '../../define.js';

export default cardScript('haunting-demise', {
  abilities: [
    // On Champion Hit: this card goes to the bottom of the hit champion's lineage.
    triggered(onHit(), [{ op: 'selfIntoLineage', champion: eventObject() }], { condition: allOf(classBonus(), eventObjectIs('CHAMPION')) }),
    // Inherited Effect: "this object" is the champion whose lineage holds it.
    { ...triggered(atBeginningOfYourRecollection(), [dealUnpreventableDamage(self(), 1)]), inherited: true },
  ],
});
