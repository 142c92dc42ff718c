import { addMasteryCounters, cardScript, dealDamage, ifThen, may, sheen, target, targetUnit } from '../../define.js';

// Two sheen counters to remove (only Fractured Memories has them): then the choice, and a second damage instance.
export default cardScript('mote-sear', {
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 2), ifThen(sheen(2), [may(addMasteryCounters('sheen', -2), dealDamage(target(0), 2))])],
});
