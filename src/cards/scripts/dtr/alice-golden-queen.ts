import { cardScript, lineageRelease, preventNextDamage } from '../../define.js';

export default cardScript('alice-golden-queen', {
  abilities: [
    // Inherited: Chessman Command attack cards you activate enter the intent with +1 power.
    { kind: 'static', effect: { kind: 'intentEntryPower', amount: 1, filter: { type: 'ATTACK', subtype: 'CHESSMAN', anySubtype: ['COMMAND'] } }, inherited: true },
    // Lineage Release: each awake Chessman ally you control is shielded from its next 3 damage this turn.
    lineageRelease([preventNextDamage({ ref: 'alliesYouControl', subtype: 'CHESSMAN', awake: true }, 3)]),
  ],
});
