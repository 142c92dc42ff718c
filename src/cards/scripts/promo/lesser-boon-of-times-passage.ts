import { atBeginningOfYourRecollection, boonRules, cardScript, drawIntoMemory, triggered } from '../../define.js';

export default cardScript('lesser-boon-of-times-passage', {
  abilities: [boonRules(triggered(atBeginningOfYourRecollection(), [drawIntoMemory(1)]), { times: 2 })],
});
