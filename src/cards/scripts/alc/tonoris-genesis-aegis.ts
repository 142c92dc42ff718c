import { atBeginningOfYourRecollection, cardScript, summonToken } from '../../define.js';

// Tonoris lineage. At the start of each of your recollection phases, one Obelisk token is summoned:
// a mode this card instance has not picked yet (modes remembered per card instance, reset when it
// leaves the lineage and comes back: src/engine/effects/ability-tracking.ts). With all three picked,
// the trigger has no mode left and does nothing.
export default cardScript('tonoris-genesis-aegis', {
  abilities: [{
    kind: 'triggered',
    trigger: atBeginningOfYourRecollection(),
    effects: [],
    modesOnce: true,
    modes: [
      { effects: [summonToken('obelisk-of-armaments')] },
      { effects: [summonToken('obelisk-of-fabrication')] },
      { effects: [summonToken('obelisk-of-protection')] },
    ],
  }],
});
