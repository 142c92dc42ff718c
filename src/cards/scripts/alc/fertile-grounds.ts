import { atBeginningOfYourRecollection, cardScript, triggered } from '../../define.js';

export default cardScript('fertile-grounds', {
  abilities: [
    triggered(atBeginningOfYourRecollection(), [{ op: 'chooseObjects', filter: { type: 'ITEM', subtype: 'HERB' }, count: 1, effects: [{ op: 'copyObject', subject: { ref: 'chosen' } }] }]),
  ],
});
