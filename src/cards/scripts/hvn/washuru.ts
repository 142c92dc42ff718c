import { atBeginningOfYourRecollection, cardScript, triggered } from '../../define.js';

export default cardScript('washuru', {
  abilities: [triggered(atBeginningOfYourRecollection(), [{ op: 'banishFromOwnGraveyard', who: 'you', count: 1 }])],
});
