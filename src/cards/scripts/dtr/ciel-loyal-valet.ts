import { atBeginningOfYourEndPhase, cardScript, gainMastery, may, onEnter, triggered } from '../../define.js';

export default cardScript('ciel-loyal-valet', {
  abilities: [
    triggered(onEnter(), [gainMastery('servile-possessions')]),
    // Inherited Effect: the champion has it while this card is anywhere in its lineage.
    { ...triggered(atBeginningOfYourEndPhase(), [may({ op: 'banishOwnAsOmen', from: ['graveyard', 'hand'] })]), inherited: true },
  ],
});
