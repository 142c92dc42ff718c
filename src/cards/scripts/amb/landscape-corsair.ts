import type { Direction, Effect } from '../../vocabulary.js';
import { cardScript, championBonus, ifThen, masteryDirection, may, onEnter, setDirection, triggered } from '../../define.js';

const DIRECTIONS: Direction[] = ['north', 'east', 'south', 'west'];

/** From `from`, each other direction is offered in turn; the last one is taken once the others were declined. */
function changeFrom(from: Direction): Effect[] {
  const others = DIRECTIONS.filter((d) => d !== from);
  return others.map((d, i) => {
    const step = i === others.length - 1 ? setDirection(d) : may(setDirection(d));
    return i === 0 ? step : ifThen(masteryDirection(from), [step]);
  });
}

/** Without Shifting Currents no direction holds, and nothing happens. */
const change = (rest: Direction[]): Effect[] =>
  [ifThen(masteryDirection(rest[0]!), changeFrom(rest[0]!), rest.length > 1 ? change(rest.slice(1)) : undefined)];

export default cardScript('landscape-corsair', {
  abilities: [triggered(onEnter(), [may(...change(DIRECTIONS))], { condition: championBonus('Kongming') })],
});
