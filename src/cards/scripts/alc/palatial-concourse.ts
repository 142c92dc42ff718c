import { atBeginningOfYourRecollection, cardScript, triggered } from '../../define.js';

export default cardScript('palatial-concourse', { abilities: [triggered(atBeginningOfYourRecollection(), [{ op: 'glimpse', count: 1 }])] });
