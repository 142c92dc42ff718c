import { activated, buffPower, cardScript, classBonus, draw, onEnter, restSelf, target, targetAlly, triggered } from '../../define.js';

export default cardScript('band-of-burning-verdict', {
  abilities: [
    triggered(onEnter(), [draw(1)]),
    activated([restSelf()], [buffPower(target(0), 1), { op: 'grantKeyword', subject: target(0), keyword: 'trueSight', duration: 'untilEndOfTurn' }], {
      condition: classBonus(),
      targets: [targetAlly({ controller: 'you', anySubtype: ['ANIMAL', 'BEAST'] })],
    }),
  ],
});
