import { boonRules, cardScript, drawIntoMemory, empower, triggered, whenever } from '../../define.js';

export default cardScript('lesser-boon-of-isis', {
  keywords: ['classLocked'],
  onResolve: [empower(3)],
  abilities: [boonRules(triggered(whenever('levelsUp', { who: 'you', intoBaseLevel: 3 }), [drawIntoMemory(1)]), { times: 1 })],
});
