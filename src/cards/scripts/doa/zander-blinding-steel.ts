import { atBeginningOfYourRecollection, cardScript, may, triggered } from '../../define.js';

export default cardScript('zander-blinding-steel', {
  abilities: [
    triggered(atBeginningOfYourRecollection(), [
      may({ op: 'revealMemory' }, { op: 'handToMemory', who: 'opponents', count: 1, perYourMemoryCard: { element: 'LUXEM' } }),
    ]),
  ],
});
