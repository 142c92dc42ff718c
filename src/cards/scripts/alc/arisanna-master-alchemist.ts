import { atBeginningOfYourEndPhase, cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('arisanna-master-alchemist', {
  abilities: [
    triggered(onEnter(), [{ op: 'gather' }, { op: 'gather' }]),
    // Inherited Effect: the champion keeps it while this card is anywhere in its lineage.
    { ...triggered(atBeginningOfYourEndPhase(), [{ op: 'sacrificePair', subtype: 'HERB', then: [draw(1)] }]), inherited: true },
  ],
});
