import { cardScript, ifThen, may, onEnter, putCounters, self, triggered } from '../../define.js';

export default cardScript('conflagrant-sentinel', { abilities: [triggered(onEnter(), [ifThen({ kind: 'handSize', min: 1 }, [may({ op: 'discard', who: 'you', count: 1 }, putCounters(self(), 'buff', 1))])])] });
