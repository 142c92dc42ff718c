import { atBeginningOfYourEndPhase, buffPower, cardScript, self, triggered, whenever } from '../../define.js';

export default cardScript('conduit-of-the-mad-mage', {
  keywords: ['floatingMemory'],
  abilities: [
    triggered(whenever('activates', { who: 'you', type: 'ACTION', subtype: 'SPELL', class: 'MAGE' }), [{ op: 'wakeUp', subject: self() }, buffPower(self(), 1)]),
    triggered(atBeginningOfYourEndPhase(), [{ op: 'sacrifice', subject: self() }]),
  ],
});
