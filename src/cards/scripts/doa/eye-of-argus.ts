import { activated, banishSelf, cardScript, draw, target, targetAlly } from '../../define.js';

export default cardScript('eye-of-argus', {
  abilities: [
    activated([banishSelf()], [{ op: 'grantKeyword', subject: target(0), keyword: 'trueSight', duration: 'untilEndOfTurn' }, draw(1)], {
      targets: [targetAlly({ controller: 'you' })],
    }),
  ],
});
