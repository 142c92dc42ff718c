import { cardScript, drawIntoMemory, ifThen, imbue, imbued, onEnter, triggered } from '../../define.js';

export default cardScript('windmill-engineer', {
  imbue: [imbue(2)],
  abilities: [triggered(onEnter(), [ifThen(imbued(), [drawIntoMemory(1)])])],
});
