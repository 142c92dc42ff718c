import { cardScript, drawIntoMemory, ifThen, onEnter, triggered } from '../../define.js';

export default cardScript('tactful-sergeant', {
  abilities: [triggered(onEnter(), [ifThen({ kind: 'championAttackedThisTurn' }, [drawIntoMemory(1)])])],
});
