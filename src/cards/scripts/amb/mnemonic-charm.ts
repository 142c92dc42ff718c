import { activated, cardScript, classBonus, drawIntoMemory, empower, onEnter, sacrificeSelf, triggered } from '../../define.js';

export default cardScript('mnemonic-charm', {
  abilities: [
    triggered(onEnter(), [drawIntoMemory(1)]),
    activated([sacrificeSelf()], [empower(2)], { condition: classBonus() }),
  ],
});
