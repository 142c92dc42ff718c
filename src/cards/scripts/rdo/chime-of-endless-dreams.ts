import { activated, banishSelf, cardScript, restSelf, staticAbility } from '../../define.js';

export default cardScript('chime-of-endless-dreams', {
  keywords: ['hindered'],
  abilities: [
    staticAbility({ kind: 'noEmptyDeckLoss' }),
    activated([restSelf(), banishSelf()], [{ op: 'shuffleGraveyardIntoDeck' }]),
  ],
});
