import { atBeginningOfYourRecollection, cardScript, recover, triggered } from '../../define.js';

export default cardScript('baihua', { abilities: [triggered(atBeginningOfYourRecollection(), [recover(1, 'opponents')])] });
