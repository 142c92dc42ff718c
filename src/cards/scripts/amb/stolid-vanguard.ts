import { buffPower, cardScript, ifThen, onEnter, self, triggered, youControl } from '../../define.js';

export default cardScript('stolid-vanguard', { abilities: [triggered(onEnter(), [ifThen(youControl('HORSE'), [buffPower(self(), 2)])])] });
