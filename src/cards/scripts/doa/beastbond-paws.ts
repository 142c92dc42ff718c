import { activated, banishSelf, buffPower, cardScript, target, targetAlly } from '../../define.js';

export default cardScript('beastbond-paws', {
  abilities: [
    activated([banishSelf()], [buffPower(target(0), 1), { op: 'grantKeyword', subject: target(0), keyword: 'trueSight', duration: 'untilEndOfTurn' }], {
      targets: [targetAlly({ controller: 'you', anySubtype: ['ANIMAL', 'BEAST'] })],
    }),
  ],
});
