import { activated, atBeginningOfYourRecollection, cardScript, dealUnpreventableDamage, drawIntoMemory, payReserve, restSelf, self, target, triggered } from '../../define.js';

export default cardScript('blights-ring', {
  abilities: [
    activated([payReserve(4), restSelf()], [drawIntoMemory(1), { op: 'selfIntoLineage', champion: target(0) }], { targets: [{ kind: 'champion' }] }),
    // Inherited Effect: "this object" is the champion whose lineage holds it.
    { ...triggered(atBeginningOfYourRecollection(), [dealUnpreventableDamage(self(), 1)]), inherited: true },
  ],
});
