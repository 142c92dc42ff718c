import { atBeginningOfYourEndPhase, cardScript, self, triggered } from '../../define.js';

export default cardScript('emberwrath-witch', {
  keywords: ['ephemerate'],
  activationValues: { ephemerate: 2 },
  abilities: [triggered(atBeginningOfYourEndPhase(), [{ op: 'sacrifice', subject: self() }])],
});
