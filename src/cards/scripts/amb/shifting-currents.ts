import type { Direction, Effect } from '../../vocabulary.js';
import { atBeginningOfYourEndPhase, championBonus, cardScript, ifThen, masteryDirection, may, setDirection, triggered } from '../../define.js';

const DIRECTIONS: Direction[] = ['north', 'east', 'south', 'west'];

/** From direction `from`, the player is offered each other direction in turn until they take one (or none). */
function changeFrom(from: Direction): Effect[] {
  return DIRECTIONS.filter((d) => d !== from).map((d, i) => (i === 0 ? may(setDirection(d)) : ifThen(masteryDirection(from), [may(setDirection(d))])));
}

/** Which change is on offer depends on the current direction, read once as the ability resolves. */
const change = (rest: Direction[]): Effect[] =>
  rest.length === 1 ? changeFrom(rest[0]!) : [ifThen(masteryDirection(rest[0]!), changeFrom(rest[0]!), change(rest.slice(1)))];

// A mastery (game-mechanics-mastery.md#shifting-currents): its direction starts North (effects/mastery.ts).
export default cardScript('shifting-currents', {
  abilities: [
    triggered(atBeginningOfYourEndPhase(), change(DIRECTIONS), { condition: championBonus('Kongming') }),
  ],
});
