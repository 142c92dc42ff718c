import { atBeginningOfYourRecollection, cardScript, drawIntoMemory, preventDamageStatic, self, staticAbility, triggered } from '../../define.js';

export default cardScript('sovereign-sanctuary', {
  abilities: [
    staticAbility(preventDamageStatic('yourUnits', 2)),
    triggered(atBeginningOfYourRecollection(), [{ op: 'sacrifice', subject: self() }, drawIntoMemory(1)]),
  ],
});
