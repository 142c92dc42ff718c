import { activated, banishSelf, cardScript, levelRestriction, targetAlly } from '../../define.js';

export default cardScript('frostbitten-etui', {
  abilities: [
    activated([banishSelf()], [{ op: 'negateEnterTriggersUnlessPays', target: 0, amount: 3 }], {
      condition: levelRestriction(2), targets: [targetAlly({ controller: 'opponent' })],
    }),
  ],
});
