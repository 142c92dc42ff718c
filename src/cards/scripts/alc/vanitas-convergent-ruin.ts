import { cardScript, ifThen, eventObjectIs, onHit, self, triggered, whenever } from '../../define.js';

export default cardScript('vanitas-convergent-ruin', {
  abilities: [
    // Each Spell card you activate: her next attack this turn made without a weapon gets +1 power.
    triggered(whenever('activates', { who: 'you', subtype: 'SPELL' }), [{ op: 'attackBonus', subject: self(), amount: 1, scope: 'next', unarmed: true }]),
    // On Champion Hit with 7 or more damage: that opponent's materializations cost 1 more until your next turn.
    triggered(onHit(), [ifThen({ kind: 'eventAmountAtLeast', min: 7 }, [{ op: 'materializeSurcharge', amount: 1 }])], { condition: eventObjectIs('CHAMPION') }),
  ],
});
