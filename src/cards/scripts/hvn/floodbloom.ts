import { atBeginningOfYourRecollection, cardScript, triggered } from '../../define.js';

export default cardScript('floodbloom', {
  abilities: [triggered(atBeginningOfYourRecollection(), [{ op: 'mill', who: 'you', count: 2, banish: true }])],
});
