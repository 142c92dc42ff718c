import { activated, boonRules, cardScript, drawIntoMemory, payReserve } from '../../define.js';

export default cardScript('lesser-boon-of-allurement', {
  keywords: ['classLocked'],
  onResolve: [{ op: 'costChange', amount: -2, who: 'you', filter: { type: 'PHANTASIA' }, next: true }],
  abilities: [boonRules(activated([payReserve(5)], [drawIntoMemory(1)]), { times: 1, costLessPer: 'PHANTASIA' })],
});
