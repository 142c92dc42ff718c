import { cardScript, drawIntoMemory, onEnter, triggered } from '../../define.js';

export default cardScript('diana-judgments-arrow', {
  abilities: [
    // On Enter: up to two Aethercharge cards from hand and/or memory loaded into an Aetherwing weapon of yours (any element); a card into memory per card loaded.
    triggered(onEnter(), [{ op: 'loadFromHandOrMemory', filter: { subtype: 'AETHERCHARGE' }, max: 2, into: { type: 'WEAPON', subtype: 'AETHERWING' }, each: [drawIntoMemory(1)] }]),
    // Inherited Effect: Ranged 1.
    { kind: 'static', effect: { kind: 'ranged', amount: 1 }, inherited: true },
  ],
});
