import { becomes, cardScript, classBonus, draw, ifThen, loseKeyword, target, targetAlly, whenYouDo } from '../../define.js';

export default cardScript('fiery-warcry', {
  onResolve: [
    draw(1),
    { op: 'discard', who: 'you', count: 1 },
    ifThen(classBonus(), [
      { op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 1, then: [
        whenYouDo([becomes(target(0), [loseKeyword('taunt'), loseKeyword('intercept')], 'untilEndOfTurn')], [targetAlly()]),
      ] },
    ]),
  ],
});
