import { advancedImbue, cardScript, drawIntoMemory, ifThen, imbued, onEnter, recover, triggered } from '../../define.js';

export default cardScript('benediction-angel', {
  imbue: [advancedImbue(2)],
  abilities: [triggered(onEnter(), [ifThen(imbued(), [drawIntoMemory(1), recover(2)])])],
});
