import { championBonus, dealDamage, cardScript, eventObject, eventObjectIs, masteryCountersFromEventObject, may, moveCountersToMastery, onHit, triggered } from '../../define.js';

const merlin = championBonus('Merlin');

// A mastery (game-mechanics-mastery.md#fractured-memories). Its object triggers (On Kill, On Hit) are
// abilities its player's champion has (effects/mastery-abilities.ts).
export default cardScript('fractured-memories', {
  abilities: [
    // On Ally Kill: the killed ally's sheen counters, by last-known information.
    triggered({ on: 'kill' }, [masteryCountersFromEventObject('sheen', 'ALLY')], { condition: merlin }),
    // On Champion Hit: may collect the hit champion's sheen counters; three or more moved: 3 damage to it.
    triggered(onHit(), [may(moveCountersToMastery(eventObject(), 'sheen', { min: 3, effects: [dealDamage(eventObject(), 3)] }))], {
      condition: { kind: 'allOf', conditions: [merlin, eventObjectIs('CHAMPION')] },
    }),
  ],
});
