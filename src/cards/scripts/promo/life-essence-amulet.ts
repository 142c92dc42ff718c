import { cardScript, draw, ifThen, may, not, self, selfOnField, triggered, whenever, yourTurn } from '../../define.js';

export default cardScript('life-essence-amulet', {
  abilities: [
    triggered(whenever('dies', { who: 'you', type: 'ALLY' }), [ifThen(selfOnField(), [may({ op: 'banish', subject: self() }, draw(1))])], { condition: not(yourTurn()) }),
  ],
});
