import { atBeginningOfYourRecollection, cardScript, triggered, yourChampion } from '../../define.js';

export default cardScript('lycoria', {
  abilities: [triggered(atBeginningOfYourRecollection(), [{ op: 'dealDamage', to: yourChampion(), amount: 1, unpreventable: true }])],
});
