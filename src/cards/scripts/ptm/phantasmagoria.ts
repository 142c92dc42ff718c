import { addMasteryCounters, atBeginningOfYourEndPhase, championBonus, cardScript, graveyardLosesAbilities, graveyardToDeckBottom, may, millPerMasteryCounter, staticAbility, triggered, whenever } from '../../define.js';

// A mastery (game-mechanics-mastery.md#phantasmagoria).
export default cardScript('phantasmagoria', {
  abilities: [
    staticAbility(graveyardLosesAbilities('SPECTER')),
    triggered(whenever('dies', { who: 'you', type: 'ALLY', subtype: 'SPECTER' }), [addMasteryCounters('haunt', 1)], { condition: championBonus('Alice') }),
    // An empty graveyard may still be "put" on the deck, and the cards milled after (the card's ruling).
    triggered(atBeginningOfYourEndPhase(), [may(graveyardToDeckBottom(), millPerMasteryCounter('haunt'))], { condition: championBonus('Alice') }),
  ],
});
