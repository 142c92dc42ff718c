import { allOf, atBeginningOfYourRecollection, cardScript, classBonus, dealUnpreventableDamage, draw, ifThen, may, not, onEnter, recover, triggered, yourChampion } from '../../define.js';

const undamaged = not({ kind: 'damage', min: 1 });

export default cardScript('zhang-liao-bloodmonger', {
  keywords: ['taunt'],
  abilities: [
    triggered(onEnter(), [may(recover(3))]),
    // An intervening "if": checked as it would trigger and again as it resolves.
    triggered(atBeginningOfYourRecollection(), [ifThen(undamaged, [dealUnpreventableDamage(yourChampion(), 20), draw(3)])], { condition: allOf(classBonus(), undamaged) }),
  ],
});
