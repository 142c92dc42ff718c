import { atBeginningOfYourEndPhase, cardScript, self, triggered } from '../../define.js';

export default cardScript('direwolf', {
  abilities: [triggered(atBeginningOfYourEndPhase(), [{ op: 'sacrifice', subject: self() }])],
});
