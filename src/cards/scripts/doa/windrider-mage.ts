import { atBeginningOfYourRecollection, cardScript, classBonus, ifThen, may, putCounters, self, selfOnField, triggered, yourChampion } from '../../define.js';

export default cardScript('windrider-mage', {
  keywords: ['stealth'],
  abilities: [
    triggered(atBeginningOfYourRecollection(), [may(ifThen(selfOnField(), [{ op: 'returnToHand', subject: self() }, putCounters(yourChampion(), 'enlighten', 1)]))], {
      condition: classBonus(),
    }),
  ],
});
