import { addMasteryCounters, cardScript, gainMastery, lineageRelease, onEnter, triggered } from '../../define.js';

export default cardScript('alice-distorted-queen', {
  abilities: [
    triggered(onEnter(), [gainMastery('phantasmagoria'), addMasteryCounters('haunt', 2)]),
    // Counted as it resolves: this card, banished to pay for it, is no longer in the lineage (the card's ruling).
    lineageRelease([{ op: 'recoverPlusLineage', amount: 2 }]),
  ],
});
