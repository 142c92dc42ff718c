import { classBonus, cardScript, ifThen, onEnter, putCounters, self, triggered, youControl } from '../../define.js';

export default cardScript('skilled-plainsman', { abilities: [triggered(onEnter(), [ifThen(youControl('HORSE'), [putCounters(self(), 'buff', 1)])], { condition: classBonus() })] });
