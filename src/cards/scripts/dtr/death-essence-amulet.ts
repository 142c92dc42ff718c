import { cardScript, ifThen, may, not, self, selfOnField, targetPlayer, triggered, whenYouDo, whenever, yourTurn } from '../../define.js';

export default cardScript('death-essence-amulet', {
  abilities: [
    triggered(whenever('dies', { who: 'you', type: 'ALLY' }), [
      may(ifThen(selfOnField(), [
        { op: 'banish', subject: self() },
        whenYouDo([{ op: 'lookAndDiscard', target: 0 }], [targetPlayer({ controller: 'opponent' })]),
      ])),
    ], { condition: not(yourTurn()) }),
  ],
});
